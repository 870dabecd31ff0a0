import { AssessmentLink, DiscoveryCallOffer, useAssessmentOpen } from '../../../components/buttons';
import {
  Actions,
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
} from '../../../components/layout';

/**
 * The last word of the home page: the assessment, on its own site, with the free call beside it;
 * while the owner has set no assessment link, the free call alone, in words that speak of it.
 */
export function ClosingCall() {
  const assessmentOpen = useAssessmentOpen();
  if (!assessmentOpen)
    return (
      <Band $tone="light" aria-labelledby="closing-title">
        <Inner>
          <Centered>
            <Eyebrow>Your next step</Eyebrow>
            <SectionTitle id="closing-title">Begin With One Honest Conversation</SectionTitle>
            <Lead>
              Fifteen minutes, free, by video. Bring the question that keeps coming back. You will
              leave with one insight you can use the same day, and a straight answer about whether
              deeper work makes sense for you.
            </Lead>
            <Actions $center>
              <AssessmentLink>Start Your Assessment</AssessmentLink>
            </Actions>
          </Centered>
        </Inner>
      </Band>
    );
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
