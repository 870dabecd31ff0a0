import styled from 'styled-components';
import { errorIdOf } from './form-kit';
import { KeepHyphenatedWords } from './typography';

/**
 * The site's one way of showing an error, in every remote: a box with a red edge and a red "!"
 * on ivory, its words in the page's text colour (13.9:1), so an error never rests on colour
 * alone. Two uses, one look:
 * - a form's or a section's failure: `<ErrorMessage role="alert">`, announced as it appears
 *   (focusable with `tabIndex={-1}` when the form moves the focus to it);
 * - a field's refusal: `<FieldErrorMessage id={…} error={…} />` under the control, which names it
 *   through `aria-describedby` (the kit's `fieldControl`): read with the field, not shouted.
 */
export const ErrorMessage = styled.p.attrs<{ 'data-error-message'?: string }>({
  'data-error-message': '',
})`
  position: relative;
  margin: 0.75rem 0;
  padding: 0.65rem 0.9rem 0.65rem 2.6rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.ivory};
  line-height: 1.5;
  scroll-margin-block: 6rem;

  &::before {
    content: '!' / '';
    position: absolute;
    top: 0.7rem;
    left: 0.8rem;
    display: grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.destructive};
    font-size: 0.8rem;
    font-weight: 700;
    line-height: 1;
  }

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.navy};
    outline-offset: 2px;
  }
`;

/** Under a field, spaced by its field's own gap. */
const FieldErrorBox = styled(ErrorMessage)`
  margin: 0;
`;

/**
 * A field's error under its control, with the id the control's `aria-describedby` names
 * (`errorIdOf(controlId)`); a range or hyphenated word in it never split at its hyphen. Nothing
 * while the field has no error.
 */
export function FieldErrorMessage({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <FieldErrorBox id={errorIdOf(id)}>
      <KeepHyphenatedWords>{error}</KeepHyphenatedWords>
    </FieldErrorBox>
  ) : null;
}
