import styled from 'styled-components';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { FitLists } from './fit-lists';
import { StrategyCallSection } from './strategy-call-section';

const Hero = styled.header`
  padding-block: clamp(2.5rem, 8vw, 5rem) 1rem;

  h1 {
    margin: 0 0 1rem;
    font-size: clamp(2rem, 6vw, 3.5rem);
    letter-spacing: 0.04em;
  }

  p {
    max-width: 46rem;
    font-size: 1.125rem;
  }
`;

export function ConsultingPage() {
  const { coachName } = useSiteSettings();
  return (
    <Container>
      <PageMeta
        title={`Consulting | Work Directly With ${coachName}`}
        description="One-to-one consulting for high achievers who want success that fulfils. Start with a free 15-minute discovery call."
      />
      <Hero>
        <h1>WORK DIRECTLY WITH ME</h1>
        <p>
          Most people who find me have already won by every outside measure. What they have not
          found is the feeling that the life they built is theirs. I work one to one with a small
          number of clients to close that gap: to bring the person you are and the person you
          present to the world into alignment, and to build what comes next from there.
        </p>
      </Hero>
      <FitLists />
      <StrategyCallSection />
    </Container>
  );
}
