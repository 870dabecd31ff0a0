import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function PrivacyPolicyPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Privacy Policy | ${coachName}`}
        description="How this site collects, uses and protects your personal information."
        noindex
      />
      <h1>Privacy Policy</h1>
    </>
  );
}
