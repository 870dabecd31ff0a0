import type { ComponentType } from 'react';
import type * as Styled from 'styled-components';
import { highestGroup, pageStyleTag, renumberGroups } from '../page-styles';

/**
 * Each server (the shell's, a remote's) and the browser load styled-components on their own: the
 * test gives each a module registry of its own, as separate processes would have. Components
 * carry fixed ids so the three registries name them alike, as one build does.
 */
type StyledModule = typeof Styled;

function defineChrome(sc: StyledModule): ComponentType {
  const Header = sc.default.header.withConfig({ componentId: 'Header-shell' })`
    background: navy;
  `;
  return () => <Header>Chrome</Header>;
}

function defineCard(sc: StyledModule): ComponentType {
  const Card = sc.default.article.withConfig({ componentId: 'Card-page' })`
    border: 1px solid gold;
    @media (min-width: 768px) {
      padding: 2rem;
    }
  `;
  const Title = sc.default.h2.withConfig({ componentId: 'Title-page' })`
    margin: 0;
  `;
  return () => (
    <Card>
      <Title>A card</Title>
    </Card>
  );
}

async function serverTags(define: (sc: StyledModule) => ComponentType): Promise<string> {
  let tags = '';
  await jest.isolateModulesAsync(async () => {
    const sc = await import('styled-components');
    const { renderToString } = await import('react-dom/server');
    const Component = define(sc);
    const sheet = new sc.ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<Component />));
      tags = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
  });
  return tags;
}

/** What a remote's server sends as the page's CSS: the text of its styled-components tags. */
const tagText = (tags: string) =>
  [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');

/** The browser: loads styled-components on `head`, then hydrates the page's card. */
async function hydrateCardIn(head: string): Promise<{ before: string; after: string }> {
  document.head.innerHTML = head;
  document.body.innerHTML = '<div id="root"></div>';
  const sheetText = () =>
    [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  let result = { before: '', after: '' };
  await jest.isolateModulesAsync(async () => {
    const sc = await import('styled-components');
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const before = sheetText();
    const Card = defineCard(sc);
    const root = createRoot(document.getElementById('root')!);
    act(() => root.render(<Card />));
    result = { before, after: sheetText() };
    act(() => root.unmount());
  });
  return result;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the page’s styles beside the shell’s', () => {
  let shellTags = '';
  let pageCss = '';
  beforeAll(async () => {
    shellTags = await serverTags(defineChrome);
    pageCss = tagText(await serverTags(defineCard));
  });

  it('numbers the page’s groups after the shell’s, in their order, ids and rules unchanged', () => {
    // Both servers count from 1: left as they are, the page would name the shell's groups.
    expect(highestGroup(shellTags)).toBe(1);
    expect(pageCss).toContain('data-styled.g1[id="Card-page"]');
    expect(pageCss).toContain('data-styled.g2[id="Title-page"]');

    const renumbered = renumberGroups(pageCss, highestGroup(shellTags));
    expect(renumbered).toContain('data-styled.g2[id="Card-page"]');
    expect(renumbered).toContain('data-styled.g3[id="Title-page"]');
    expect(renumbered.replace(/data-styled\.g\d+/g, '')).toBe(
      pageCss.replace(/data-styled\.g\d+/g, ''),
    );
  });

  it('writes a tag the browser’s styled-components takes in, at the shell’s version', () => {
    const version = /data-styled-version="([^"]+)"/.exec(shellTags)?.[1];
    expect(version).toBeTruthy();
    expect(pageStyleTag(pageCss, shellTags)).toMatch(
      new RegExp(`^<style data-styled="true" data-styled-version="${version}" data-page-styles>`),
    );
  });

  it('lets the page hydrate without inserting a rule: the browser knew its classes', async () => {
    const { before, after } = await hydrateCardIn(shellTags + pageStyleTag(pageCss, shellTags));
    expect(before).toContain('border:1px solid gold;');
    // The shell's rules first, the page's after them, as the cascade had them.
    expect(before.indexOf('background:navy;')).toBeLessThan(
      before.indexOf('border:1px solid gold;'),
    );
    expect(after).toBe(before);
  });

  it('without records (a remote built before them), writes plain CSS the browser only applies', async () => {
    const plain = pageCss
      .split('/*!sc*/\n')
      .filter((part) => !part.startsWith('data-styled.'))
      .join('');
    const tag = pageStyleTag(plain, shellTags);
    expect(tag).toBe(`<style data-page-styles>${plain}</style>`);
    // The card's rules are then inserted again as it hydrates: what the records save.
    const { before, after } = await hydrateCardIn(shellTags + tag);
    expect(before).toContain('border:1px solid gold;');
    expect(after).not.toBe(before);
  });

  it('keeps a page’s text from closing its style tag', () => {
    expect(pageStyleTag('.a{content:"</style>"}', shellTags)).toBe(
      '<style data-page-styles>.a{content:"<\\/style>"}</style>',
    );
  });
});
