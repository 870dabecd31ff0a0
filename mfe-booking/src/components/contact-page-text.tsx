import { paths } from '@site/contracts/routes';
import { Link } from '@site/ui/router';

/** The words of the site's messages that name the contact page ("…through the contact page."). */
const contactPage = 'the contact page';

/**
 * A message of the site's copy with "the contact page" in it a link to that page, so the way it
 * names is one click away; any other text as it is.
 */
export function ContactPageText({ text }: { text: string }) {
  const at = text.indexOf(contactPage);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link to={paths.connect}>{contactPage}</Link>
      {text.slice(at + contactPage.length)}
    </>
  );
}
