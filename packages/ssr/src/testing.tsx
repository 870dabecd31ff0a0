import type { FragmentRequest } from '@site/contracts/rendering';
import type { RemoteName } from '@site/contracts/registry';
import { defaultSiteSettings } from '@site/contracts/site-settings';

/** What the shell's server asks a remote's render for `url`, as in production (for tests). */
export function fragmentRequest(remote: RemoteName, url: string): FragmentRequest {
  return {
    url,
    settings: { ...defaultSiteSettings, remotes: { [remote]: `/remotes/${remote}` } },
    assetBase: `https://www.example.com/remotes/${remote}/`,
  };
}

/** The API's origin the render is told to load public data from; tests answer its fetches. */
export const testApiOrigin = { apiOrigin: 'http://api.test' };
