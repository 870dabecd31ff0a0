import { useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  timezoneMatches,
  timezoneOptions,
  timezoneOptionText,
  timezones,
  type TimezoneName,
  type TimezoneOption,
} from '@site/contracts/timezones';
import { fieldControl } from '@site/ui/form-kit';
import { Select } from '@site/ui/select';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { Field } from '../../../components/field';
import { FieldError } from '../../../components/form-field';

/**
 * The search among every zone: a quiet field under the list, its magnifier and its placeholder
 * ("Search all zones…") saying what it is, so it never reads as a second field to fill in. Its
 * label stays whole for assistive technology.
 */
const Search = styled.div`
  position: relative;

  svg {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0.75rem;
    width: 1rem;
    height: 100%;
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }

  && input {
    padding-inline-start: 2.25rem;
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.type.small};
  }

  && input::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: 0.9rem;

  &:empty {
    display: none;
  }
`;

const listedOptions: readonly TimezoneOption[] = timezones.map((zone) => ({
  ...zone,
  listed: true,
}));

/**
 * The zone a visitor reads times in: every IANA zone, the nine common ones first under their
 * friendly labels. A quiet search field below narrows the list (Enter there takes the first match). Until the
 * visitor reaches for the list, only the common zones and the current one are drawn: the whole
 * list comes from ICU's data, which a page need not load to be shown.
 */
export function TimezoneSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (zone: TimezoneName) => void;
  /** A refusal of the zone, shown below the field and named by the list. */
  error?: string | null;
}) {
  const searchId = `${id}-search`;
  const countId = `${id}-count`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const reach = () => setOpen(true);
  const searching = query.trim() !== '';

  const shown = useMemo(() => {
    const all = open || searching ? timezoneOptions() : listedOptions;
    const matching = searching ? all.filter((option) => timezoneMatches(option, query)) : all;
    return matching;
  }, [open, searching, query]);
  // The current zone stays choosable (a select shows only a value it lists).
  const current: TimezoneOption | null = shown.some((option) => option.value === value)
    ? null
    : { value, label: timezoneOptionText(value), listed: false };
  const listed = shown.filter((option) => option.listed);
  const others = shown.filter((option) => !option.listed);

  function takeFirst(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter picks; it never sends the form around the picker.
    event.preventDefault();
    const first = shown[0];
    if (searching && first) {
      onChange(first.value);
      setQuery('');
    }
  }

  return (
    <Field>
      <label htmlFor={id}>Time zone</label>
      <Select
        {...fieldControl(id, error)}
        value={value}
        onFocus={reach}
        onPointerDown={reach}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery('');
        }}
      >
        {current && <option value={current.value}>{current.label}</option>}
        {/* The same groups whether the whole list is drawn or not: a reached-for list only adds
            the second, so the option a pointer or a key is choosing is never replaced. */}
        {listed.length > 0 && (
          <optgroup label="Common zones">
            {listed.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {timezoneOptionText(zone.value)}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label="All zones">
            {others.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
      <Search>
        <VisuallyHidden as="label" htmlFor={searchId}>
          Search all zones (a city or region)
        </VisuallyHidden>
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Search all zones…"
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={countId}
          aria-controls={id}
          onFocus={reach}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={takeFirst}
        />
      </Search>
      <Count id={countId} role="status">
        {!searching
          ? ''
          : shown.length === 0
            ? `No zone matches “${query.trim()}”.`
            : shown.length === 1
              ? `1 zone matches: ${timezoneOptionText(shown[0]!.value)}. Press Enter to choose it.`
              : `${shown.length} zones match. Press Enter for the first, or choose above.`}
      </Count>
      <FieldError id={id} error={error} />
    </Field>
  );
}
