import { Link } from '@site/ui/router';
import styled, { css } from 'styled-components';

/** `outline` is for navy backgrounds; on ivory use `primary`. */
export type ButtonVariant = 'primary' | 'outline';

/**
 * The site's button look, shared by <Button> and <ButtonLink> (a router link that looks like a
 * button). Pass `$variant` to choose the look.
 */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
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
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
