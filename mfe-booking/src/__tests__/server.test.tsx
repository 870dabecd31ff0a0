/** @jest-environment node */
import { fragmentRequest, testApiOrigin } from '@site/ssr/testing';
import { render } from '../server';

const request = (url: string) => fragmentRequest('booking', url);

describe("the booking remote's server render", () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it("starts the request for the visitor's booking in the schedule page's first HTML, with his cookies and the link's key", async () => {
    const fragment = await render(request('/schedule/12?key=k1'), testApiOrigin);
    expect(fragment?.headHtml).toContain(
      '<link rel="preload" href="/api/consultation-bookings/12?key=k1" as="fetch" crossorigin="use-credentials"/>',
    );
    // Only the browser asks for it: the server never fetched the visitor's booking.
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('answers the checkout with the way to /stripe-setup when card payments are off: no checkout drawn', async () => {
    // The shell sends the publishable key only while the API says card payments are on.
    const off = await render(request('/checkout?package=single'), testApiOrigin);
    expect(off).toMatchObject({ status: 302, location: '/stripe-setup?package=single' });
    expect(off?.html ?? '').not.toContain('Complete Your Purchase');

    const asked = request('/checkout?package=single');
    const on = await render(
      { ...asked, settings: { ...asked.settings, stripePublishableKey: 'pk_test_x' } },
      testApiOrigin,
    );
    expect(on?.status).toBe(200);
    expect(on?.html).toContain('Complete Your Purchase');
  });

  it('draws the portal’s sign-in form for a browser without the signed-in hint, asking the API nothing', async () => {
    const fragment = await render(request('/portal'), testApiOrigin);
    expect(fragment?.html).toContain('Send Me a Code');
    expect(fragment?.html).not.toContain('Loading your portal');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('leaves the portal to the browser, which holds the session, when the hint is there', async () => {
    const fragment = await render(
      { ...request('/portal'), cookie: 'portal_signed_in=1' },
      testApiOrigin,
    );
    expect(fragment?.html).toContain('Loading your portal');
    expect(fragment?.html).not.toContain('Send Me a Code');
  });
});
