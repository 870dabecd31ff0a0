/** @jest-environment node */
import { fragmentRequest, testApiOrigin } from '@site/ssr/testing';
import { render } from '../server';

const request = (url: string) => fragmentRequest('intake', url);

describe("the intake remote's server render", () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it("starts the requests for the visitor's booking and questionnaire status in the first HTML, with his cookies and the link's key", async () => {
    const fragment = await render(request('/questionnaire/12?key=k1'), testApiOrigin);
    for (const url of [
      '/api/consultation-bookings/12?key=k1',
      '/api/consultation-bookings/12/questionnaire?key=k1',
    ]) {
      expect(fragment?.headHtml).toContain(
        `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials"/>`,
      );
    }
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('starts no request without a booking', async () => {
    const fragment = await render(request('/questionnaire'), testApiOrigin);
    expect(fragment?.headHtml).not.toContain('as="fetch"');
  });
});
