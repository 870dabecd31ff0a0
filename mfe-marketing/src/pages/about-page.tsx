import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function AboutPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`My Story | ${coachName}`}
        description="From rock bottom to a billion-dollar prison to ultimate freedom: the story behind 34+ years of consciousness mastery and the frameworks it produced."
      />
      <h1>Cracking the Code</h1>
    </>
  );
}
