import styled from 'styled-components';
import { sessionFormatLabels, sessionFormats, type SessionFormat } from '@site/contracts/sessions';

const Choices = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  margin: 1rem 0 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    flex: none;
  }
`;

/** Video or audio: how the client wants the session held, chosen when he books it. */
export function SessionFormatChoice({
  value,
  onChange,
}: {
  value: SessionFormat;
  onChange: (format: SessionFormat) => void;
}) {
  return (
    <Choices>
      <legend>How would you like to meet?</legend>
      {sessionFormats.map((format) => (
        <label key={format}>
          <input
            type="radio"
            name="session-format"
            value={format}
            checked={value === format}
            onChange={() => onChange(format)}
          />
          {sessionFormatLabels[format]}
        </label>
      ))}
    </Choices>
  );
}
