import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function StripeSetupPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Payment Setup | ${coachName}`}
        description="Payment methods are not activated yet: how the site owner enables card payments."
      />
      <h1>Activate Card Payments</h1>
    </>
  );
}
