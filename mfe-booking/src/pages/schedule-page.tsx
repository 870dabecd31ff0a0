import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function SchedulePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Schedule Your Consultation | ${coachName}`}
        description="Choose the date and time of your consultation."
        noindex
      />
      <h1>Schedule Your Consultation</h1>
    </>
  );
}
