import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';

/**
 * Reads the settings the shell's server renders from its environment (design §2, §7). If they
 * cannot be read the site still starts with the default settings and no remotes: the chrome and
 * the 404 page work, and every remote's route shows its error panel instead of a blank page.
 */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config = (await response.json()) as Partial<RuntimeConfig>;
    return { ...defaultSiteSettings, remotes: {}, ...config };
  } catch (error) {
    console.error('Could not load /runtime-config.json; starting without the remotes', error);
    return { ...defaultSiteSettings, remotes: {} };
  }
}
