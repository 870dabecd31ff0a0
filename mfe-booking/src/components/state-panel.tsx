import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  max-width: 40rem;
  margin: clamp(2rem, 8vw, 4rem) auto;
  padding: clamp(1.5rem, 5vw, 2.5rem);
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 1.5rem;
  }
`;

/** One centred message with its heading and actions: invalid links, not found, paid already… */
export function StatePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel>
      <h1>{title}</h1>
      {children}
    </Panel>
  );
}
