import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function HomePage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`${coachName} | Consciousness Coach, Speaker and Consultant`}
        description="Authentic success starts when your True Self and Expressive Self align. Discover your pattern, the four frameworks and ways to work together."
      />
      <h1>From rock bottom to billion-dollar prison to ultimate freedom</h1>
    </>
  );
}
