import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import { runtimeConfigElementId } from '@site/contracts/rendering';

/**
 * Reads the settings the shell's server wrote into the page (a JSON script, so no extra request
 * and no inline code under the CSP). If they are missing or unreadable the site still starts with
 * the default settings and no remotes: the chrome and the 404 page work, and every remote's route
 * shows its error panel instead of a blank page.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  try {
    const text = doc.getElementById(runtimeConfigElementId)?.textContent;
    if (!text) throw new Error(`#${runtimeConfigElementId} is missing`);
    const config = JSON.parse(text) as Partial<RuntimeConfig>;
    return { ...defaultSiteSettings, remotes: {}, ...config };
  } catch (error) {
    console.error('Could not read the runtime config; starting without the remotes', error);
    return { ...defaultSiteSettings, remotes: {} };
  }
}
