import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'destructive' | 'gold';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ theme, $tone = 'neutral' }) =>
    ({
      neutral: css`
        color: ${theme.colors.navy};
        background: ${theme.colors.border};
      `,
      success: css`
        color: #ffffff;
        background: ${theme.colors.success};
      `,
      destructive: css`
        color: #ffffff;
        background: ${theme.colors.destructive};
      `,
      gold: css`
        color: ${theme.colors.navy};
        background: ${theme.colors.gold};
      `,
    })[$tone]}
`;
