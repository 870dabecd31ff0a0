import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function SpecialsPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Consulting Packages | Limited Time Specials | ${coachName}`}
        description="Single sessions and 5- and 10-session packages, with a 100% guarantee: love it or your money back."
      />
      <h1>LIMITED TIME SPECIALS</h1>
    </>
  );
}
