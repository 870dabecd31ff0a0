import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  timezoneMatches,
  timezoneOptions,
  timezoneOptionText,
  type TimezoneOption,
} from '@site/contracts/timezones';
import { fieldControl, hintIdOf } from '@site/ui/form-kit';
import { selectChevronBackground } from '@site/ui/select';
import { ErrorFor, FieldLabel, Input, Muted } from '../../../components/ui';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

/** The field and its list, which opens right under it, over the hint and what follows. */
const Anchor = styled.div`
  position: relative;
  min-width: 0;
`;

/**
 * The zone's name in full across its field's width, with a select's chevron (it opens a list):
 * a phone's narrower column takes a smaller size and less padding rather than cut the city off
 * ("… · Cancun").
 */
const ZoneInput = styled(Input)`
  padding-right: 2.25rem;
  text-overflow: ellipsis;
  ${selectChevronBackground('0.75rem')}

  ${({ theme }) => theme.media.mobile} {
    padding-left: 0.5rem;
    font-size: ${({ theme }) => theme.type.small};
  }
`;

/** The zones under the field, scrolling within a few rows' height. */
const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 3;
  max-height: 16rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);

  > li {
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  > li[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.navy};
  }
  > li[data-none] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
`;

/** The zones a query finds (every zone for none), the chosen one kept choosable first if unlisted. */
function zonesFor(query: string, value: string): readonly TimezoneOption[] {
  const all = timezoneOptions();
  if (query.trim() !== '') return all.filter((option) => timezoneMatches(option, query));
  return all.some((option) => option.value === value)
    ? all
    : [{ value, label: timezoneOptionText(value), listed: false }, ...all];
}

/**
 * An IANA zone in one field: it reads the chosen zone's name; typing a city, a region or a zone's
 * name there lists the zones that match (every zone, the common ones first, when opened by its
 * arrow, a click or the down arrow key). Up and down move through the list, Enter takes the zone
 * marked, Escape closes it and keeps the zone chosen before. The list is drawn only while open, so
 * the page carries the chosen zone's name alone.
 */
export function ZoneField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const listId = `${id}-zones`;
  const optionId = (index: number) => `${id}-zone-${index}`;
  /** What the owner typed while the list is open; null while the field reads the chosen zone. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [marked, setMarked] = useState(0);
  const zones = useMemo(() => (open ? zonesFor(query ?? '', value) : []), [open, query, value]);

  // The zone marked stays in view as the arrows move through the list.
  useEffect(() => {
    if (open) document.getElementById(optionId(marked))?.scrollIntoView?.({ block: 'nearest' });
  });

  /** Opens the whole list, the chosen zone marked. */
  const openAll = () => {
    if (open) return;
    setMarked(
      Math.max(
        0,
        zonesFor('', value).findIndex((zone) => zone.value === value),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (zone: TimezoneOption) => {
    onChange(zone.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open || event.altKey) return openAll();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setMarked((index) => Math.min(Math.max(index + step, 0), zones.length - 1));
    } else if (event.key === 'Enter') {
      // Enter takes a zone; it never sends the form around the field.
      event.preventDefault();
      const zone = zones[marked];
      if (open && zone) choose(zone);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const control = fieldControl(id, error, Boolean(hint));
  const marking = open && zones[marked] ? optionId(marked) : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Anchor>
        <ZoneInput
          {...control}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={marking}
          autoComplete="off"
          spellCheck={false}
          value={query ?? timezoneOptionText(value)}
          onFocus={(event) => event.target.select()}
          onClick={openAll}
          onChange={(event) => {
            setQuery(event.target.value);
            setMarked(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {open && (
          <List id={listId} role="listbox" aria-label={`${label} choices`}>
            {zones.length === 0 ? (
              <li data-none="" role="presentation">
                No zone matches “{(query ?? '').trim()}”.
              </li>
            ) : (
              zones.map((zone, index) => (
                <li
                  key={zone.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === marked}
                  // The focus stays in the field: a click chooses without blurring it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(zone)}
                >
                  {timezoneOptionText(zone.value)}
                </li>
              ))
            )}
          </List>
        )}
      </Anchor>
      {hint && <Muted id={hintIdOf(id)}>{hint}</Muted>}
      <ErrorFor id={id} error={error} />
    </Field>
  );
}
