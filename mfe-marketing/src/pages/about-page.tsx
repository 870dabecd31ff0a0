import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import { wisdomTraditions, yearsOfExperience } from '@site/contracts/figures';
import { coachPersonJsonLd } from '@site/contracts/json-ld';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { ScrollButton } from '../components/buttons';
import { PageHero } from '@site/ui/page-hero';
import { Portrait } from '../components/portrait';
import { CredentialsGrid } from '../features/story/components/credentials-grid';
import { PurposeSection } from '../features/story/components/purpose-section';
import { STORY_OPENING, StoryNarrative } from '../features/story/components/story-narrative';

const STORY_ID = 'story';

export function AboutPage() {
  const settings = useSiteSettings();
  const { coachName } = settings;
  return (
    <>
      <PageMeta
        title={`My Story | ${coachName}`}
        description={pageDescriptions[paths.about]}
        jsonLd={[coachPersonJsonLd(settings)]}
      />
      <PageHero
        layout="portrait"
        eyebrow={`The story of ${coachName}`}
        title="Cracking the Code"
        actions={<ScrollButton targetId={STORY_ID}>Read The Story</ScrollButton>}
        art={<Portrait priority />}
        quote={<p>{STORY_OPENING}</p>}
      >
        <p>
          How a man who had everything the world calls success discovered he had built the wrong
          life, and what {yearsOfExperience.words} across {wisdomTraditions.words} taught him about
          building the right one.
        </p>
      </PageHero>
      <StoryNarrative id={STORY_ID} />
      <CredentialsGrid />
      <PurposeSection />
    </>
  );
}
