/**
 * Before the tests: every public page of the registry is asked once, in turn, until its answer is
 * the rendered page (not the stand-in the shell's server answers, `no-cache`, when a remote's
 * first render of a page runs over its time budget). Servers that have just started load each
 * page's code on its first render; on a loaded machine with two test workers that first render
 * could run over even the tests' 5 s budget, and the stand-in was then kept in the page cache
 * until a re-render replaced it. A deployment warms its pages the same way (its health checks).
 */
import { pages } from './routes';
import { siteOrigin } from './site';

const standIn = 'no-cache';
const attempts = 20;

export default async function warmUp() {
  for (const row of pages.filter((page) => page.cacheable)) {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await fetch(new URL(row.path, siteOrigin), { redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.headers.get('cache-control') !== standIn) break;
      if (attempt === attempts) {
        // The page's own tests say what is wrong with it; the others still run.
        console.warn(`warm-up: ${row.path} is still answered as a stand-in`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
