import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function ConsultingPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Consulting | Work Directly With ${coachName}`}
        description="One-to-one consulting for high achievers who want success that fulfils. Start with a free 15-minute discovery call."
      />
      <h1>WORK DIRECTLY WITH ME</h1>
    </>
  );
}
