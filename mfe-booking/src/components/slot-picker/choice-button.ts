import { css } from 'styled-components';
import { selectedStyles } from '@site/ui/selected';

/** A pressable choice of the booking widget (a day of a short window, a time): one look, one selected state. */
export const choiceButtonStyles = css`
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }

  &[aria-pressed='true'] {
    ${selectedStyles}
  }
`;
