import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '@site/ui/site-settings';

interface PageMetaProps {
  title: string;
  description: string;
  /** Legal and private pages ask search engines not to index them. */
  noindex?: boolean;
}

/**
 * Title, description, canonical link and og tags for the current page. React 19 hoists these
 * elements into <head>, so any remote can render them wherever its page starts.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { siteOrigin } = useSiteSettings();
  const { pathname } = useLocation();
  const url = new URL(pathname, siteOrigin).toString();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
