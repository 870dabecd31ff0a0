import { portalSignedInHint } from '@site/contracts/client-portal';

/**
 * The browser side of the API's portal sign-in: the readable hint cookie it sets beside the
 * session (the faked API sets no cookies, so a test that signs in sets it as the browser would).
 */
export const portalHint = {
  set() {
    document.cookie = `${portalSignedInHint}=1; Path=/`;
  },
  clear() {
    document.cookie = `${portalSignedInHint}=; Path=/; Max-Age=0`;
  },
  isSet: () => document.cookie.includes(`${portalSignedInHint}=1`),
};
