import { AssessmentLink, DiscoveryCallOffer } from '../../../components/buttons';
import { Actions, Band, Eyebrow, Inner, Prose, SectionTitle } from '../../../components/layout';

/** Why the work exists, and the first step into it. */
export function PurposeSection() {
  return (
    <Band $tone="light" aria-labelledby="purpose-title">
      <Inner>
        <Prose $centered>
          <Eyebrow>Why I do this</Eyebrow>
          <SectionTitle id="purpose-title">My Purpose</SectionTitle>
          <p>
            My purpose is to help successful people stop living someone else’s idea of success. I
            want you to know, with real accuracy, who you are underneath the roles, and then to
            build a life and a business where that person is finally in charge.
          </p>
          <p>
            I do not want you to depend on me. I want you to leave every conversation a little more
            able to trust yourself. If I do my job well, you will eventually need me less, and the
            people around you will meet the version of you that was there all along.
          </p>
          <p>
            The simplest place to begin is the alignment assessment. It shows you your own pattern
            across 36 facets and 5 dimensions, so we can start from what is true rather than from
            what you hope or fear is true.
          </p>
          <Actions>
            <AssessmentLink>Discover Your True Self Pattern</AssessmentLink>
            <DiscoveryCallOffer />
          </Actions>
        </Prose>
      </Inner>
    </Band>
  );
}
