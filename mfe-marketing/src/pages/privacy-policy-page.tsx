import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { LegalLayout } from '../features/legal/components/legal-layout';
import { PrivacyPolicy } from '../features/legal/components/privacy-policy';

export function PrivacyPolicyPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Privacy Policy | ${coachName}`}
        description={pageDescriptions[paths.privacyPolicy]}
        noindex
      />
      <LegalLayout title="Privacy Policy">
        <PrivacyPolicy />
      </LegalLayout>
    </>
  );
}
