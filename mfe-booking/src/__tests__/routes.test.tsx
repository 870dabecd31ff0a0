import { screen } from '@testing-library/react';
import { remoteByName } from '@site/contracts/registry';
import { renderWithProviders } from '@site/ui/testing';
import BookingRoutes, { pages } from '../routes';

const headings: [string, string][] = [
  ['/consulting/specials', 'LIMITED TIME SPECIALS'],
  ['/consultation-success', 'Payment Successful!'],
  ['/calendar/strategy-call', 'Schedule Your Free Strategy Call'],
  ['/schedule/abc', 'Invalid Scheduling Link'],
];

describe('booking routes', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists exactly the routes the registry gives this remote', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      remoteByName('booking')
        .routes.map((route) => route.path)
        .sort(),
    );
  });

  it.each(headings)('%s shows its page heading', (path, heading) => {
    renderWithProviders(<BookingRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
