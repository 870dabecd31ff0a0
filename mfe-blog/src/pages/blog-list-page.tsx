import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function BlogListPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Blog | Insights for Authenticity | ${coachName}`}
        description="Articles and complete framework guides on authenticity, alignment, consciousness and success that fulfils."
      />
      <h1>INSIGHTS FOR AUTHENTICITY</h1>
    </>
  );
}
