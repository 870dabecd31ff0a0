import styled, { css } from 'styled-components';
import { scaleRange, type QuestionnaireField } from '@site/contracts/schemas/questionnaire';
import { FieldErrorMessage } from '@site/ui/error-message';
import { fieldControl, hintIdOf } from '@site/ui/form-kit';
import { ScaleSlider } from '@site/ui/scale-slider';
import { isRequired, type Question } from '../model/steps';

/** Stable element ids (no useId: the page is rendered on a server and hydrated). */
export const fieldId = (field: QuestionnaireField) => `questionnaire-${field}`;

const Wrapper = styled.div`
  display: grid;
  gap: 0.4rem;
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.65rem 0.85rem;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.muted)};
  border-radius: 8px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 7.5rem;
  resize: vertical;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

interface QuestionFieldProps {
  question: Question;
  value: string | number;
  /** The message to show now, if any (after the visitor left the field or tried to go on). */
  error: string | undefined;
  onChange: (value: string | number) => void;
  onBlur: () => void;
}

/** One question: its label, a hint, the control, and the shared schema's message under it. */
export function QuestionField({ question, value, error, onChange, onBlur }: QuestionFieldProps) {
  const { field, label, hint } = question;
  const control = fieldControl(fieldId(field), error, Boolean(hint));
  const { id } = control;
  const invalid = error !== undefined;

  if (question.kind === 'scale') {
    return (
      <Wrapper>
        <Label htmlFor={id}>{label}</Label>
        {hint && <Hint id={hintIdOf(id)}>{hint}</Hint>}
        <ScaleSlider
          id={id}
          name={field}
          min={scaleRange.min}
          max={scaleRange.max}
          value={Number(value)}
          lowLabel={question.lowLabel}
          highLabel={question.highLabel}
          describedBy={control['aria-describedby']}
          onChange={onChange}
          onBlur={onBlur}
        />
        <FieldErrorMessage id={id} error={error} />
      </Wrapper>
    );
  }

  const required = isRequired(field);
  const common = {
    ...control,
    name: field,
    value,
    required,
    $invalid: invalid,
    onBlur,
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </Label>
      {hint && <Hint id={hintIdOf(id)}>{hint}</Hint>}
      {question.kind === 'paragraph' ? (
        <TextArea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          {...common}
          type={question.kind === 'email' ? 'email' : 'text'}
          autoComplete={
            question.kind === 'name' ? 'name' : question.kind === 'email' ? 'email' : 'off'
          }
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldErrorMessage id={id} error={error} />
    </Wrapper>
  );
}
