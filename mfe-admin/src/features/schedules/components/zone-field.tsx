import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { timezoneMatches, timezoneOptions, timezoneOptionText } from '@site/contracts/timezones';
import { fieldControl, hintIdOf } from '@site/ui/form-kit';
import { choicesToDraw, useChoicesOnApproach } from '../../../components/choices-on-approach';
import { ErrorFor, FieldLabel, Input, Muted, Select } from '../../../components/ui';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  min-width: 0;
`;

/**
 * The zone's name in full across its field's width: a phone's narrower column takes a smaller size
 * and less padding rather than cut the city off ("… · Cancun").
 */
const ZoneSelect = styled(Select)`
  text-overflow: ellipsis;

  ${({ theme }) => theme.media.mobile} {
    padding-inline: 0.5rem;
    font-size: 0.875rem;
  }
`;

/**
 * An IANA zone, chosen from every zone (the common ones first under their labels); the search
 * field above narrows the list, and Enter there takes the first match. The zones are drawn when
 * the owner comes to the select, the chosen one alone until then.
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
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const all = timezoneOptions();
    return query.trim() === '' ? all : all.filter((option) => timezoneMatches(option, query));
  }, [query]);
  const { near, approach } = useChoicesOnApproach();
  const options = shown.some((option) => option.value === value)
    ? shown
    : [{ value, label: timezoneOptionText(value), listed: false }, ...shown];
  return (
    <Field>
      <FieldLabel htmlFor={`${id}-search`}>{label}: search</FieldLabel>
      <Input
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder="Kolkata, Paris, UTC…"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = shown[0];
          if (query.trim() !== '' && first) {
            onChange(first.value);
            setQuery('');
          }
        }}
      />
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <ZoneSelect
        {...fieldControl(id, error, Boolean(hint))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...approach}
      >
        {choicesToDraw(options, value, near).map((option) => (
          <option key={option.value} value={option.value}>
            {timezoneOptionText(option.value)}
          </option>
        ))}
      </ZoneSelect>
      {hint && <Muted id={hintIdOf(id)}>{hint}</Muted>}
      <ErrorFor id={id} error={error} />
    </Field>
  );
}
