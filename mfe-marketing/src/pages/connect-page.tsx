import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function ConnectPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Connect With ${coachName} | Get Direct Access for Your Questions`}
        description="Have specific questions about consciousness mastery, authentic success or alignment? Connect directly for personalized guidance."
      />
      <h1>CONNECT WITH ME</h1>
    </>
  );
}
