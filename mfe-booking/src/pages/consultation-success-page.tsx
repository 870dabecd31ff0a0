import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function ConsultationSuccessPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Payment Successful | ${coachName}`}
        description="Your consultation package is confirmed. Here is what happens next."
        noindex
      />
      <h1>Payment Successful!</h1>
    </>
  );
}
