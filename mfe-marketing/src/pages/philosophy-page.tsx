import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function PhilosophyPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Philosophy and Frameworks | ${coachName}`}
        description="Four frameworks for authentic success: Two of You Alignment, Personal Superpower, Synthesis Synergy and Four Freedoms."
      />
      <h1>AWARENESS. ACCURACY. ACTION.</h1>
    </>
  );
}
