import type { ReactNode } from 'react';
import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Container } from '@site/ui/container';
import { Prose } from '../../../components/layout';

/** The date both legal documents take effect. */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';

const Header = styled.header`
  padding-block: clamp(2.5rem, 7vw, 4.5rem) 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 2rem;

  h1 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Body = styled(Prose)`
  padding-bottom: clamp(3rem, 8vw, 5rem);
`;

const Contact = styled.aside`
  margin-top: 3rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A legal document: its title, the effective date, the text and the way to ask questions. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <Header>
        <h1>{title}</h1>
        <p>Effective date: {LEGAL_EFFECTIVE_DATE}</p>
      </Header>
      <Body>
        {children}
        <Contact aria-label="Questions">
          <p>
            Questions about this document, or a request about your personal information? Write to me
            through the <Link to={paths.connect}>contact page</Link> and choose &ldquo;General
            question&rdquo;. I answer within 48 hours.
          </p>
        </Contact>
      </Body>
    </Container>
  );
}
