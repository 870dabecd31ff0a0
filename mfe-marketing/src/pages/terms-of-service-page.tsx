import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function TermsOfServicePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Terms of Service | ${coachName}`}
        description="The terms that apply to using this site and booking consultations."
        noindex
      />
      <h1>Terms of Service</h1>
    </>
  );
}
