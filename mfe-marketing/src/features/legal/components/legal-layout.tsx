import type { ReactNode } from 'react';
import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Container } from '@site/ui/container';
import { PageHeader } from '@site/ui/page-header';
import { Prose } from '../../../components/layout';

/** The date both legal documents take effect. */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';

/* From 1024 px the text keeps its readable measure and the way to ask questions stands beside
   it, following the reader down the page, instead of the text leaving the right of the page
   empty. */
const Columns = styled.div`
  display: grid;
  gap: 2rem 4rem;
  padding-bottom: clamp(3rem, 8vw, 5rem);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, ${({ theme }) => theme.type.measure}) minmax(16rem, 1fr);
    align-items: start;
  }
`;

/* A document's numbered clauses are its sections: a step below a page's section titles
   (`documentSection`), set off by a hairline and air above; the sub-sections inside a clause are
   headed a clear step smaller (`h3`), still above the text. Doubled: it outranks Prose's own rules
   whichever of the two the browser read last. */
const Text = styled(Prose)`
  && h2 {
    margin: 3rem 0 1rem;
    padding-top: 2rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.type.documentSection};
  }

  && h3 {
    margin: 1.75rem 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h3};
  }

  && h2 + h3 {
    margin-top: 0;
  }
`;

const Contact = styled.aside`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.gold};

  h2 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 600;
  }

  @media (min-width: 1024px) {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + 1.5rem);
  }
`;

/** A legal document: its title, the effective date, the text and the way to ask questions. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <PageHeader
        eyebrow="Legal"
        title={title}
        lead={<p>Effective date: {LEGAL_EFFECTIVE_DATE}</p>}
      />
      <Columns>
        <Text>{children}</Text>
        <Contact aria-labelledby="legal-questions">
          <h2 id="legal-questions">Questions?</h2>
          <p>
            Questions about this document, or a request about your personal information? Write to me
            through the <Link to={paths.connect}>contact page</Link> and choose &ldquo;General
            question&rdquo;. I answer within 48 hours.
          </p>
        </Contact>
      </Columns>
    </Container>
  );
}
