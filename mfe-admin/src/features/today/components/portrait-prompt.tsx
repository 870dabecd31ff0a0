import { paths } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { Muted } from '../../../components/ui';
import { TodaySection } from './today-section';

/**
 * While the owner has no portrait uploaded, Today asks for one: the site stands on its line
 * drawing, but visitors choose a person, and the photo goes everywhere a person belongs.
 */
export function PortraitPrompt() {
  return (
    <TodaySection
      id="today-portrait"
      heading="Your portrait"
      empty={null}
      link={<Link to={`${paths.adminSite}#site-photos`}>Add Your Portrait</Link>}
    >
      <Muted>
        Visitors book a person. Until you add a photo, your site shows its line drawing on the About
        and Connect pages, in the blog’s author box and on the booking pages.
      </Muted>
    </TodaySection>
  );
}
