import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';

/** Reads the settings the shell's server renders from its environment (design §2, §7). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: could not load /runtime-config.json`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  return { ...defaultSiteSettings, remotes: {}, ...config };
}
