import { createElement } from 'react';
import { useLocation } from '@site/ui/router';
import { headTags, type HeadMeta } from '@site/contracts/head';
import { useSiteSettings } from '@site/ui/site-settings';
import { useServerRender } from '@site/ui/server-render';

export type PageMetaProps = HeadMeta;

/**
 * Title, description, canonical link, Open Graph / Twitter card tags and robots for the current
 * page. In the browser React 19 hoists these elements into <head> (adopting the identical tags the
 * server wrote). During server rendering nothing is rendered in place: the metadata is handed to
 * the renderer, which writes <head> itself (tags rendered inside a fragment would land in <body>).
 * JSON-LD is written only into the first HTML, for crawlers.
 */
export function PageMeta(meta: PageMetaProps) {
  const { siteOrigin } = useSiteSettings();
  const { pathname } = useLocation();
  const server = useServerRender();
  if (server) {
    server.setHead(meta);
    return null;
  }
  return (
    <>
      {headTags(meta, siteOrigin, pathname)
        .filter((tag) => tag.tag !== 'script')
        .map(({ tag, attributes, text }) =>
          createElement(tag, { key: `${tag}:${JSON.stringify(attributes)}`, ...attributes }, text),
        )}
    </>
  );
}
