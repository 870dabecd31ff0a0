import styled, { css } from 'styled-components';
import { Button, ButtonLink, buttonStyles, type ButtonVariant } from '@site/ui/button';

/**
 * A second action beside a section's one gold button: navy on white. Doubled (`&&`) so the site's
 * button look, whose rules may arrive later in the page (a remote's styles loaded after the
 * shell's), can never repaint it gold.
 */
export const secondaryButtonStyles = css`
  && {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.navy};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.ivory};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.navy};
  }
  &&:disabled,
  &&:disabled:hover {
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const SecondaryButton = styled(Button)`
  ${secondaryButtonStyles}
`;

export const SecondaryButtonLink = styled(ButtonLink)`
  ${secondaryButtonStyles}
`;

/**
 * A plain link to a file or another site (a calendar file, a material): the router must not
 * handle it. The gold button, or with `$secondary` the navy-on-white second action of a light
 * card (the gold outline is for navy grounds: on white its text would not be read).
 */
export const DownloadLink = styled.a<{ $variant?: ButtonVariant; $secondary?: boolean }>`
  ${buttonStyles}
  ${({ $secondary }) => $secondary && secondaryButtonStyles}
`;
