import styled from 'styled-components';
import {
  sessionFormatLabels,
  sessionFormats,
  sessionMessages,
  type SessionFormat,
} from '@site/contracts/sessions';

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

  p {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    flex: none;
  }
`;

/** The line under the question: where either kind of call is held. */
export const sessionFormatHint = `Either way on Zoom. ${sessionMessages.joinLinkFollows}`;

/**
 * Video or audio: how the client wants the session held, chosen when he books it. The choice is
 * the form's only statement of the format (no line repeating it below).
 */
export function SessionFormatChoice({
  value,
  onChange,
}: {
  value: SessionFormat;
  onChange: (format: SessionFormat) => void;
}) {
  return (
    <Choices aria-describedby="session-format-hint">
      <legend>How would you like to meet?</legend>
      <p id="session-format-hint">{sessionFormatHint}</p>
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
