import { pageDescriptions } from '@site/contracts/page-descriptions';
import { consultingServiceJsonLd } from '@site/contracts/json-ld';
import { anchors, paths } from '@site/contracts/routes';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { ScrollButton } from '../components/buttons';
import { Band, Inner } from '../components/layout';
import { consultingHeroArt, HeroArt, PageHero } from '@site/ui/page-hero';
import { ConsultingNarrative } from '../features/consulting/components/consulting-narrative';
import { FitLists } from '../features/consulting/components/fit-lists';
import { PackagesSection } from '../features/consulting/components/packages-section';
import { StrategyCallSection } from '../features/consulting/components/strategy-call-section';
import { ClientQuote } from '../features/testimonials/components/client-quote';

const description = pageDescriptions[paths.consulting];

export function ConsultingPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Consulting | Work Directly With ${settings.coachName}`}
        description={description}
        jsonLd={[consultingServiceJsonLd(settings, description)]}
      />
      {/* A short hero, the packages straight after it: a visitor who came to choose sees them
          in the first screen; who the work is for, how it runs and the free call follow. */}
      <PageHero
        layout="compact"
        eyebrow="One-to-one consulting"
        title="WORK DIRECTLY WITH ME"
        art={<HeroArt src={consultingHeroArt} />}
        actions={
          <>
            <ScrollButton targetId={anchors.strategyCall}>
              Start With a Free Discovery Call
            </ScrollButton>
            <ScrollButton targetId={anchors.packages} variant="outline">
              See the Packages
            </ScrollButton>
          </>
        }
      >
        <p>
          Most people who find me have already won by every outside measure. What they have not
          found is the feeling that the life they built is theirs. I work one to one with a small
          number of clients to close that gap: to bring the person you are and the person you
          present to the world into alignment, and to build what comes next from there.
        </p>
      </PageHero>
      <PackagesSection />
      {/* Proof where the visitor chooses: one client's words before who the work is for. */}
      <ClientQuote />
      <Band as="div" $tone="light">
        <Inner>
          <FitLists />
        </Inner>
      </Band>
      <ConsultingNarrative />
      <Band as="div" $tone="light">
        <Inner>
          <StrategyCallSection />
        </Inner>
      </Band>
    </>
  );
}
