import { createHash } from 'node:crypto';
import { headTags, type HeadMeta } from '@site/contracts/head';
import {
  browserRenderedAttribute,
  hydratedAttribute,
  queryStateElementId,
  runtimeConfigElementId,
} from '@site/contracts/rendering';
import type { RuntimeConfig } from '@site/contracts/site-settings';
import { pageStyleTag } from './page-styles';

/** The shell's entry script, written by its build with a fixed name (revalidated on every load). */
export const shellEntryFile = 'main.js';

export interface DocumentParts {
  pathname: string;
  config: RuntimeConfig;
  head: HeadMeta;
  /** The shell's styled-components tags, as rendered. */
  shellStyleTags: string;
  /** The page's own CSS, rendered by its remote (styled-components' text, with its records). */
  pageCss?: string;
  /**
   * The page's own resource hints, as its remote rendered them (`<link rel="preload">` of its
   * hero image, of its lazily loaded code).
   */
  pageHeadHtml?: string;
  /** Script URLs the page's start needs (the shell's start chunks, the remote's entry and routes). */
  preloads: string[];
  /**
   * Files the shell's script fetches as soon as it runs (the page's remote's manifest, which the
   * federation runtime reads before it loads the page's code): hinted with the scripts, as
   * `fetch(url)` asks for them (no cookies), so the runtime finds them on the way.
   */
  fetchPreloads?: string[];
  /** Font files the first paint needs (the heading and text faces): fetched before the CSS asks for them. */
  fontPreloads?: string[];
  /**
   * The @font-face rules, in a `<style>` of their own that nothing changes after the first HTML:
   * in Chromium, a rule inserted into a sheet holding @font-face rules lays out all text again.
   */
  fontCss?: string;
  /** The content of #root. */
  body: string;
  /** The query cache the page was rendered with. */
  queryState?: unknown;
  /** The page is left to the browser (its remote did not render it). */
  renderedInBrowser: boolean;
  /** When the shell's entry script is fetched and run: see `EntryStart`. */
  entryStart: EntryStart;
}

/**
 * When the shell's entry script (`main.js`) is fetched and when it runs:
 * - `after-first-paint`: the first HTML is the whole page (a public page its remote rendered, a
 *   visitor's booking or answers drawn with its cookie, the owner's screens drawn with his data,
 *   the sign-in forms, or the 404 page), and its links work without any script. The entry is
 *   fetched and run once the page has loaded and been shown (`shellStartScript`), and the files
 *   it asks for are hinted then too (`afterPaintHintsId`), leaving the bandwidth to the page's
 *   fonts and images until then.
 * - `fetched-early`: the page shows its content once the script has drawn it (the registry's
 *   `drawnInBrowser`: the checkout's card form): the entry is fetched at once, at low
 *   priority beside the page's own files (a preload), and still runs only once the page has been
 *   shown, so its first paint (the heading and a skeleton of the content's size) never waits for
 *   the script to run.
 * - `deferred`: its remote did not render the page, so there is nothing to show before the
 *   script: a deferred script.
 */
export type EntryStart = 'after-first-paint' | 'fetched-early' | 'deferred';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The `<template>` that holds, on an `after-first-paint` page, the hints of the files the shell's
 * entry will ask for (the shell's start chunks, the remote's entry, the page's code and the
 * remote's manifest). A hint inside a template fetches nothing: the start script moves them into
 * the head as it starts the entry, so they download beside it, after the page has been shown,
 * instead of sharing the wire with what its first paint needs.
 */
export const afterPaintHintsId = 'site-after-paint-hints';

/**
 * Starts the shell's entry script once the page has loaded and been shown, on a page its remote
 * rendered: a deferred script that arrives before the first frame runs ahead of it. So the script
 * waits for the load event (the page's images and fonts are in) and for the first contentful
 * paint to have reached the screen, then two animation frames and a task. (A page that needs the
 * script for its content has it fetched early by a preload; this only decides when it runs.)
 * With the entry go the hints of the files it will ask for (`afterPaintHintsId`), after it, so
 * the entry has a connection first.
 * A hidden tab paints nothing, so a timer starts it there; a visitor who touches, clicks or types
 * before then starts it at once.
 *
 * Until the page has hydrated (`hydratedAttribute` on the root element):
 * - a click on a link is kept from React (stopped as it reaches the document), so the browser
 *   follows the link as it would without any script: React, still hydrating, could hold the
 *   click for a part of the page not yet live and drop the navigation;
 * - a tap on a button (`type="button"`: the menu, a card's toggle) before React's root exists
 *   would be lost, since nothing listens yet: the last such button is clicked again once the page
 *   has hydrated. A click after the root exists is React's own (it replays one that reaches
 *   content still hydrating), so it is left alone.
 */
export const shellStartScript = `(function(){var started=0,w=window,d=document,h=d.documentElement,o={capture:true,passive:true},fcp='first-contentful-paint',hydrated='${hydratedAttribute}',tapped=null;function start(){if(started)return;started=1;var s=d.createElement('script'),t=d.getElementById('${afterPaintHintsId}');s.src='/${shellEntryFile}';d.head.appendChild(s);if(t)d.head.appendChild(t.content)}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}function loaded(){setTimeout(start,1000);try{if(performance.getEntriesByName(fcp).length)return frames();var p=new PerformanceObserver(function(l){if(l.getEntriesByName(fcp).length){p.disconnect();frames()}});p.observe({type:'paint'})}catch(e){frames()}}function reactStarted(){var r=d.getElementById('root');return !!r&&Object.keys(r).some(function(k){return k.indexOf('__reactContainer$')===0})}function clicked(e){var t=e.target&&e.target.closest?e.target:null;if(t&&t.closest('a[href]')){e.stopPropagation();return}var b=t?t.closest('button[type=button]'):null;if(b&&!reactStarted())tapped=b}['pointerdown','keydown','touchstart'].forEach(function(t){w.addEventListener(t,start,o)});d.addEventListener('click',clicked,true);new MutationObserver(function(m,obs){if(!h.hasAttribute(hydrated))return;obs.disconnect();d.removeEventListener('click',clicked,true);var b=tapped;tapped=null;if(b&&b.isConnected)setTimeout(function(){b.click()})}).observe(h,{attributes:true,attributeFilter:[hydrated]});if(d.readyState==='complete')loaded();else w.addEventListener('load',loaded)})()`;

/** The CSP source that allows exactly `shellStartScript` to run inline. */
export const shellStartScriptSource = `'sha256-${createHash('sha256').update(shellStartScript).digest('base64')}'`;

/** JSON safe inside <script>: no `</script>`, no HTML comment openers, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function renderHead(head: HeadMeta, config: RuntimeConfig, pathname: string): string {
  return headTags(head, config.siteOrigin, pathname)
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
      // A JSON-LD script's text comes escaped for a script already (`jsonLdScriptText`).
      const content = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '');
      return `<${tag}${attrs}>${content}</${tag}>`;
    })
    .join('');
}

/** The whole first HTML of a page. */
export function renderDocument(parts: DocumentParts): string {
  // Fetched early, the shell's entry (140 KB) still must not share the wire with what the first
  // paint needs (the fonts, the page's own code): at low priority it takes what bandwidth they
  // leave, and is in by the time the page has been shown.
  const entryPreload =
    parts.entryStart === 'fetched-early'
      ? `<link rel="preload" as="script" href="/${shellEntryFile}" fetchpriority="low">`
      : '';
  // The page's own hints as its remote rendered them: its code (React's `preload()` of a
  // lazily loaded chunk) and what its first paint draws (a hero image).
  const pageHints = (parts.pageHeadHtml ?? '').match(/<link\b[^>]*>/g) ?? [];
  const isScriptHint = (link: string) => /\sas="script"/.test(link);
  const scriptHints =
    entryPreload +
    parts.preloads
      .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`)
      .join('') +
    pageHints.filter(isScriptHint).join('') +
    (parts.fetchPreloads ?? [])
      .map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`)
      .join('');
  const paintHints = pageHints.filter((link) => !isScriptHint(link)).join('');
  const hints =
    parts.entryStart === 'after-first-paint'
      ? `${paintHints}<template id="${afterPaintHintsId}">${scriptHints}</template>`
      : paintHints + scriptHints;
  const fontPreloads = (parts.fontPreloads ?? [])
    .map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    )
    .join('');
  const fontCss = parts.fontCss ? `<style data-fonts>${parts.fontCss}</style>` : '';
  const pageCss = parts.pageCss ? pageStyleTag(parts.pageCss, parts.shellStyleTags) : '';
  const state =
    parts.queryState === undefined
      ? ''
      : `<script type="application/json" id="${queryStateElementId}">${scriptJson(parts.queryState)}</script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#10141f">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${renderHead(parts.head, parts.config, parts.pathname)}
${fontPreloads}${parts.entryStart === 'deferred' ? `<script defer src="/${shellEntryFile}"></script>` : ''}
${hints}
${fontCss}${parts.shellStyleTags}${pageCss}
</head>
<body>
<div id="root"${parts.renderedInBrowser ? ` ${browserRenderedAttribute}` : ''}>${parts.body}</div>
<script type="application/json" id="${runtimeConfigElementId}">${scriptJson(parts.config)}</script>
${state}${parts.entryStart === 'deferred' ? '' : `\n<script>${shellStartScript}</script>`}
</body>
</html>
`;
}
