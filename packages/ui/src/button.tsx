import { Link } from '@site/ui/router';
import styled, { css } from 'styled-components';

/**
 * `outline` is for navy backgrounds; on ivory use `primary`. `text` is a way back or aside beside
 * a form's own buttons ("Use Another Address"): underlined words the size of a tap, no pill, so it
 * never reads as a third choice of equal weight.
 */
export type ButtonVariant = 'primary' | 'outline' | 'text';

/** A button's look: `$variant`, and `$longLabel` for a long label the copy fixes. */
export type ButtonLook = { $variant?: ButtonVariant; $longLabel?: boolean };

/**
 * A long label the copy fixes ("Complete Pre-Session Questionnaire", 34 letters; "Talk To Jordan
 * Rivers and See For Yourself", 42) on a phone: the button spans its row and sets its label at
 * the small size (15 px, never less) with narrower sides (12 px inside the pill's round ends), so
 * it stays one line across a 360 px phone's column (a 42-letter label is about 277 px wide). A
 * label longer still (a longer name) wraps into two lines of even length, the round ends kept.
 * From 768 px it is the usual button.
 */
const longLabelStyles = css`
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    padding-inline: 0.75rem;
    font-size: ${({ theme }) => theme.type.small};
    line-height: 1.3;
    text-wrap: balance;
  }
`;

/**
 * The site's button look, shared by <Button> and <ButtonLink> (a router link that looks like a
 * button). Pass `$variant` to choose the look, `$longLabel` for a long label.
 */
export const buttonStyles = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.gold};
  border-radius: 999px;
  font: inherit;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  color: ${({ theme, $variant }) => ($variant === 'outline' ? theme.colors.gold : theme.colors.navy)};
  background: ${({ theme, $variant }) => ($variant === 'outline' ? 'transparent' : theme.colors.gold)};

  &:hover {
    background: ${({ theme }) => theme.colors.goldLight};
    border-color: ${({ theme }) => theme.colors.goldLight};
    color: ${({ theme }) => theme.colors.navy};
  }

  /* Disabled reads as "not yet" (neutral grey), not as a broken gold button. */
  &:disabled,
  &:disabled:hover {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.muted};
  }

  ${({ $longLabel }) => $longLabel && longLabelStyles}

  ${({ $variant, theme }) =>
    $variant === 'text' &&
    css`
      padding-inline: 0.25rem;
      border-color: transparent;
      background: transparent;
      color: ${theme.colors.goldDark};
      text-decoration: underline;
      text-underline-offset: 0.2em;

      &:hover {
        background: transparent;
        border-color: transparent;
        color: ${theme.colors.navy};
      }
    `}
`;

export const Button = styled.button<ButtonLook>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<ButtonLook>`
  ${buttonStyles}
`;
