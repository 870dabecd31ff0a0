import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '@site/ui/use-hydrated';

type MarkdownRenderer = ComponentType<{ children: string; skipHtml?: boolean }>;

let Markdown: MarkdownRenderer | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the Markdown renderer (react-markdown, about 30 KB compressed with its parser). The
 * server loads it before rendering the page (the route's prefetch); a browser loads it only to
 * show a framework's text on a page it renders itself.
 */
export function loadMarkdown(): Promise<void> {
  loading ??= import('react-markdown').then(
    (module) => {
      Markdown = module.default;
    },
    (error: unknown) => {
      loading = undefined; // a later page tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A framework's complete text, written in Markdown: raw HTML is dropped and unsafe link protocols
 * removed. The server renders it into the first HTML. A browser hydrating that HTML keeps it as it
 * is (React leaves an element's inner HTML alone while hydrating), so the page neither downloads
 * nor runs a Markdown parser; a page the browser renders itself (reached through a link inside the
 * site) loads the renderer and renders the text once it is there.
 */
export function FrameworkText({ markdown }: { markdown: string }) {
  const hydrated = useHydrated();
  // Decided once, on the first render: hydrating server HTML without the renderer at hand.
  const [keepServerHtml] = useState(() => !hydrated && Markdown === undefined);
  const [, setLoaded] = useState(Markdown !== undefined);
  useEffect(() => {
    if (keepServerHtml || Markdown) return;
    let current = true;
    loadMarkdown().then(
      () => current && setLoaded(true),
      () => undefined, // the text stays out; the rest of the page works
    );
    return () => {
      current = false;
    };
  }, [keepServerHtml]);

  if (keepServerHtml)
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div>{Markdown && <Markdown skipHtml>{markdown}</Markdown>}</div>;
}
