import { AssessmentLink, DiscoveryCallOffer } from '../../../components/buttons';
import {
  Actions,
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
} from '../../../components/layout';

/** The last word of the home page: the assessment, on its own site. */
export function ClosingCall() {
  return (
    <Band $tone="light" aria-labelledby="closing-title">
      <Inner>
        <Centered>
          <Eyebrow>Your next step</Eyebrow>
          <SectionTitle id="closing-title">Discover the Pattern Only You Have</SectionTitle>
          <Lead>
            The alignment assessment measures 36 facets across 5 dimensions and gives you your
            Thrive Score: one of roughly 167 vigintillion possible patterns. It takes about fifteen
            minutes, and it is the most accurate mirror I know.
          </Lead>
          <Actions $center>
            <AssessmentLink>Start Your Assessment</AssessmentLink>
            <DiscoveryCallOffer />
          </Actions>
        </Centered>
      </Inner>
    </Band>
  );
}
