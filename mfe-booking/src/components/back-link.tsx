import styled from 'styled-components';
import { Arrow } from '@site/ui/arrow';
import { Link, type LinkProps } from '@site/ui/router';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.goldDark};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** A quiet link back to where the visitor came from, with a leading arrow. */
export function BackLink({ children, ...props }: LinkProps) {
  return (
    <StyledLink {...props}>
      <Arrow direction="left" />
      {children}
    </StyledLink>
  );
}
