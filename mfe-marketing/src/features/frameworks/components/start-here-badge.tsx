import styled from 'styled-components';
import { badgeStyles } from '@site/ui/typography';

const Badge = styled.p`
  ${badgeStyles}
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.goldLight};
`;

/**
 * What the first framework's emphasis (gold border, lifted shadow) means, said in words: "Start
 * here", the same gold badge wherever the frameworks are listed (/philosophy and the home page).
 */
export function StartHereBadge() {
  return <Badge>Start here</Badge>;
}
