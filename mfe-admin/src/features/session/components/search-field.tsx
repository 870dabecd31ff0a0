import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { useLocation, useNavigate } from '@site/ui/router';
import { peopleSearchLabel } from '../../../components/list-kit';
import { adminLayout, sidebarLabelLook } from '../../../components/layout';
import { searchAddress, searchParam, searchTextFrom } from '../../../lib/search-address';

/** Whether typing "/" there types a character: a text field, a list of choices, editable text. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
    ? true
    : false;
}

const Form = styled.form`
  display: grid;
  gap: 0.25rem;
`;

const Label = styled.label`
  ${sidebarLabelLook}
`;

const Field = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 2.25rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.inkSoft};
  color: ${({ theme }) => theme.colors.ivory};
  font: inherit;
  font-size: 0.9375rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.onDarkMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 1px;
  }
  /* The opened menu on a phone or a tablet: a finger's target, and a size no browser zooms in on. */
  ${adminLayout.menuBar} {
    min-height: 44px;
    font-size: 1rem;
  }
`;

/**
 * The back office's search, in its frame: a name or part of an email address, submitted to the
 * results screen's own address (so Back returns and the results can be bookmarked); it works as
 * a plain form before the page has hydrated too. "/" typed anywhere but in a text field puts the
 * focus in it.
 */
export function SearchField() {
  const id = 'admin-search';
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // On the results screen the field holds what was searched; elsewhere it starts empty.
  const current = pathname === paths.adminSearch ? searchTextFrom(new URLSearchParams(search)) : '';

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typesText(event.target)) return;
      const field = input.current;
      field?.focus();
      // A field not shown (on a phone, in the closed menu) takes no focus: "/" is left alone.
      if (!field || document.activeElement !== field) return;
      event.preventDefault();
      field.select();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchAddress(input.current?.value ?? ''));
  };

  return (
    <Form role="search" action={paths.adminSearch} method="get" onSubmit={submit}>
      <Label htmlFor={id}>Search</Label>
      <Field
        key={current}
        ref={input}
        id={id}
        name={searchParam}
        type="search"
        defaultValue={current}
        placeholder={peopleSearchLabel}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </Form>
  );
}
