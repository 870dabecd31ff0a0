import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function StrategyCallPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Schedule Your Free Strategy Call | ${coachName}`}
        description="Book a free 15-minute discovery call, available 1:00pm-4:00pm Cancun time on weekdays."
      />
      <h1>Schedule Your Free Strategy Call</h1>
    </>
  );
}
