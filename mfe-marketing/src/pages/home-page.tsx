import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import { coachPersonJsonLd, coachProfile } from '@site/contracts/json-ld';
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
  const settings = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`${settings.coachName} | ${coachProfile.jobTitle}`}
        description={pageDescriptions[paths.home]}
        jsonLd={[coachPersonJsonLd(settings)]}
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
