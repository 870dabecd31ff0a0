import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { LegalLayout } from '../features/legal/components/legal-layout';
import { TermsOfService } from '../features/legal/components/terms-of-service';

export function TermsOfServicePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Terms of Service | ${coachName}`}
        description={pageDescriptions[paths.termsOfService]}
        noindex
      />
      <LegalLayout title="Terms of Service">
        <TermsOfService />
      </LegalLayout>
    </>
  );
}
