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
        description="The terms that apply to using this site and booking consultations."
        noindex
      />
      <LegalLayout title="Terms of Service">
        <TermsOfService />
      </LegalLayout>
    </>
  );
}
