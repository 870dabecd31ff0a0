import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { ClosingCall } from '../features/home/components/closing-call';
import { FrameworksPreview } from '../features/frameworks/components/frameworks-preview';
import { GuruCards } from '../features/home/components/guru-cards';
import { HomeHero } from '../features/home/components/home-hero';
import { MythsSection } from '../features/home/components/myths-section';
import { ResultsSection } from '../features/testimonials/components/results-section';
import { StorySteps } from '../features/home/components/story-steps';

const FIRST_SECTION_ID = 'not-like-other-gurus';

export function HomePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`${coachName} | Consciousness Coach, Speaker and Consultant`}
        description="Authentic success starts when your True Self and Expressive Self align. Discover your pattern, the four frameworks and ways to work together."
      />
      <HomeHero nextSectionId={FIRST_SECTION_ID} />
      <GuruCards id={FIRST_SECTION_ID} />
      <MythsSection />
      <StorySteps />
      <FrameworksPreview />
      <ResultsSection />
      <ClosingCall />
    </>
  );
}
