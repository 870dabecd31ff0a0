import { pageDescriptions } from '@site/contracts/page-descriptions';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { AssessmentLink, ScrollButton, useAssessmentOpen } from '../components/buttons';
import { Actions, Band, Centered, Eyebrow, Inner, Lead, SectionTitle } from '../components/layout';
import philosophyArt from '../assets/philosophy-art.svg';
import { HeroArt, PageHero } from '@site/ui/page-hero';
import { FrameworkCard } from '../features/frameworks/components/framework-card';
import { frameworks } from '../features/frameworks/content/frameworks';

const FRAMEWORKS_ID = 'frameworks';

const Principles = styled(CardGrid)`
  li {
    padding: 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
  }

  strong {
    display: block;
    margin-bottom: 0.5rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.cardTitle};
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: 1.5rem;
`;

export function PhilosophyPage() {
  const assessmentOpen = useAssessmentOpen();
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Philosophy and Frameworks | ${coachName}`}
        description={pageDescriptions[paths.philosophy]}
      />
      <PageHero
        eyebrow="The philosophy"
        title="AWARENESS. ACCURACY. ACTION."
        actions={<ScrollButton targetId={FRAMEWORKS_ID}>See The Frameworks</ScrollButton>}
        art={<HeroArt src={philosophyArt} />}
      >
        <p>
          Authenticity is not a feeling. It is alignment: your True Self, the soul you were born as,
          directing your Expressive Self, the personality you built to succeed. Everything I teach
          serves that alignment, in three movements.
        </p>
      </PageHero>
      <Band $tone="light" aria-labelledby="principles-title">
        <Inner>
          {/* Centred, as every section title of the page. */}
          <Centered>
            <Eyebrow>Three movements</Eyebrow>
            <SectionTitle id="principles-title">How Change Actually Happens</SectionTitle>
          </Centered>
          <Principles as="ul" $count={3} $columns={{ phone: 1, tablet: 3, desktop: 3 }}>
            <li>
              <strong>Awareness</strong>
              You cannot change a pattern you cannot see. We start by making the invisible visible.
            </li>
            <li>
              <strong>Accuracy</strong>
              Insight is not enough; it has to be right. We measure 36 facets across 5 dimensions
              instead of guessing.
            </li>
            <li>
              <strong>Action</strong>
              Nothing changes until an ordinary day changes. Every insight ends in a decision you
              can make this week.
            </li>
          </Principles>
        </Inner>
      </Band>
      <Band id={FRAMEWORKS_ID} $tone="surface" aria-labelledby="frameworks-title">
        <Inner>
          <Centered>
            <Eyebrow>The frameworks</Eyebrow>
            <SectionTitle id="frameworks-title">Four Frameworks for an Aligned Life</SectionTitle>
            <Lead>
              Start with Two of You Alignment: the other three frameworks build on it. Open any card
              to read the complete framework.
            </Lead>
          </Centered>
          <Cards>
            {frameworks.map((framework) => (
              <FrameworkCard key={framework.id} framework={framework} />
            ))}
          </Cards>
        </Inner>
      </Band>
      <Band $tone="dark" aria-labelledby="pattern-title">
        <Inner>
          <Centered>
            <Eyebrow $onDark>See yourself clearly</Eyebrow>
            <SectionTitle id="pattern-title">
              Frameworks Are Maps. Your Pattern Is the Territory.
            </SectionTitle>
            <Lead $onDark>
              {assessmentOpen
                ? 'The alignment assessment shows where your two selves already work together and where they pull apart, so the frameworks stop being ideas and start being decisions.'
                : 'In a free fifteen-minute call we look at where your two selves already work together and where they pull apart, so the frameworks stop being ideas and start being decisions.'}
            </Lead>
            <Actions $center>
              <AssessmentLink>Discover Your True Pattern Now</AssessmentLink>
              <ButtonLink to={paths.resources} $variant="outline">
                Start With the Reading List
              </ButtonLink>
            </Actions>
          </Centered>
        </Inner>
      </Band>
    </>
  );
}
