/** @jest-environment node */
import { fragmentRequest, testApiOrigin } from '@site/ssr/testing';
import { render } from '../server';

const request = (url: string) => fragmentRequest('admin', url);

describe("the back office's server render", () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/admin', '/admin/bookings', '/admin/posts/1'])(
    "starts the check of who is signed in in %s's first HTML, with the owner's cookie",
    async (url) => {
      const fragment = await render(request(url), testApiOrigin);
      expect(fragment?.headHtml).toContain(
        '<link rel="preload" href="/api/admin/session" as="fetch" crossorigin="use-credentials"/>',
      );
      expect(globalThis.fetch).not.toHaveBeenCalled();
    },
  );
});
