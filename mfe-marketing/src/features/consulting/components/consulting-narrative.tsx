import styled from 'styled-components';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';

/* Two columns from a tablet; stacked, the second follows the first at the spacing between its
   own parts (a paragraph's margin), not a wider gap. */
const Columns = styled.div`
  display: grid;
  gap: 0 clamp(1.5rem, 4vw, 3rem);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h3};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 1rem;
  }
`;

/** How the one-to-one work runs and what it changes. */
export function ConsultingNarrative() {
  return (
    <Band $tone="surface" aria-labelledby="how-we-work-title">
      <Inner>
        <Centered>
          <Eyebrow>The work</Eyebrow>
          <SectionTitle id="how-we-work-title">How We Work Together</SectionTitle>
        </Centered>
        <Columns>
          <div>
            <h3>We start with an accurate picture</h3>
            <p>
              Before our first session you complete the alignment assessment and a short intake
              questionnaire. I read both carefully. When we meet, we do not spend an hour on
              background; we go straight to the places where your True Self and your Expressive Self
              are pulling in different directions.
            </p>
            <h3>Then we work on your real life</h3>
            <p>
              Sessions are sixty minutes of focused, honest conversation by video or audio, and can
              run longer as an intensive when the work calls for it. We use the frameworks where
              they help and drop them where they do not. Every session ends with one or two
              decisions you will act on before we speak again.
            </p>
          </div>
          <div>
            <h3>What changes</h3>
            <p>
              Clients usually notice the first shift in their energy: less time spent performing,
              more time spent doing what they are genuinely built for. Then their decisions get
              faster, because they stop negotiating with themselves. Over a longer package the
              changes become structural: roles redesigned around strengths, relationships that know
              the real person, and a definition of success that finally includes fulfilment.
            </p>
            <h3>Why I keep the client list small</h3>
            <p>
              I work personally with every client and never hand you to an associate. That limits
              how many people I can take on at once, and it is the reason the work goes deep. If we
              are not the right fit, I will tell you, and if you are not happy after your first
              session, you get your money back.
            </p>
          </div>
        </Columns>
      </Inner>
    </Band>
  );
}
