import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A message in place of the list: failure or nothing to show. */
export function ListMessage({
  title,
  text,
  role,
  children,
}: {
  title: string;
  text: string;
  role?: 'alert';
  children?: ReactNode;
}) {
  return (
    <Box role={role}>
      <Title>{title}</Title>
      <p>{text}</p>
      {children}
    </Box>
  );
}

const Box = styled.div`
  max-width: 36rem;
  margin: 1rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.4rem;
`;
