import { css } from 'styled-components';

/**
 * The one look of a chosen item among many (a day in a calendar, a time slot, a chip): navy,
 * ivory text, a gold ring inside its edge. Wherever a visitor picks one thing, it looks picked
 * the same way.
 *
 * ```tsx
 * const Slot = styled.button`&[aria-pressed='true'] { ${selectedStyles} }`;
 * ```
 */
export const selectedStyles = css`
  color: ${({ theme }) => theme.colors.onSelected};
  background: ${({ theme }) => theme.colors.selected};
  border-color: ${({ theme }) => theme.colors.selectedRing};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.selectedRing};
  font-weight: 700;
`;
