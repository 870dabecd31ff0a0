import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function SpeakingPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Keynote Speaking | Book ${coachName}`}
        description="Keynotes on authenticity, consciousness and success for leaders, entrepreneurs and event audiences. 60-90 minutes with Q&A."
      />
      <h1>TRANSFORM YOUR AUDIENCE</h1>
    </>
  );
}
