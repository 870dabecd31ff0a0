import styled from 'styled-components';
import { AssessmentLink, DiscoveryCallOffer, useAssessmentOpen } from '../../../components/buttons';
import { Actions, Band, Eyebrow, Inner, Prose, SectionTitle } from '../../../components/layout';

/* One column at the text's measure below 1024 px. From there the section takes the page's width
   as the chapters' contents and text above it do: the title and the purpose itself on the left,
   what it means for the reader and the first step on the right, tops level. */
const Columns = styled.div`
  /* The text's size, so the measure (in ch) is the chapters' own. */
  font-size: 1.125rem;
  max-width: ${({ theme }) => theme.type.measure};
  margin-inline: auto;

  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    column-gap: clamp(2.5rem, 5vw, 4.5rem);
    align-items: start;
    max-width: none;
  }
`;

/* The purpose in one sentence: the heading face at the lead's size, under the title. */
const Statement = styled.p`
  margin: 0 0 1.1rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.lead};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.navy};

  @media (min-width: 1024px) {
    margin: 0;
  }
`;

/* The right column's text starts level with the title's eyebrow. */
const Text = styled(Prose)`
  @media (min-width: 1024px) {
    padding-top: 0.25rem;

    & > :first-child {
      margin-top: 0;
    }
  }
`;

/** Why the work exists, and the first step into it. */
export function PurposeSection() {
  const assessmentOpen = useAssessmentOpen();
  return (
    <Band $tone="light" aria-labelledby="purpose-title">
      <Inner>
        <Columns>
          <div>
            <Eyebrow>Why I do this</Eyebrow>
            <SectionTitle id="purpose-title">My Purpose</SectionTitle>
            <Statement>
              My purpose is to help successful people stop living someone else’s idea of success. I
              want you to know, with real accuracy, who you are underneath the roles, and then to
              build a life and a business where that person is finally in charge.
            </Statement>
          </div>
          <Text>
            <p>
              I do not want you to depend on me. I want you to leave every conversation a little
              more able to trust yourself. If I do my job well, you will eventually need me less,
              and the people around you will meet the version of you that was there all along.
            </p>
            {assessmentOpen ? (
              <p>
                The simplest place to begin is the alignment assessment. It shows you your own
                pattern across 36 facets and 5 dimensions, so we can start from what is true rather
                than from what you hope or fear is true.
              </p>
            ) : (
              <p>
                The simplest place to begin is a free fifteen-minute call. Tell me where success
                stopped feeling like yours, and we will see together what is true rather than what
                you hope or fear is true, and whether deeper work makes sense.
              </p>
            )}
            <Actions>
              <AssessmentLink>Discover Your True Self Pattern</AssessmentLink>
              <DiscoveryCallOffer />
            </Actions>
          </Text>
        </Columns>
      </Inner>
    </Band>
  );
}
