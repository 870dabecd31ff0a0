import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@site/ui/router';
import { createQueryClient } from '@site/api-client/query-client';
import { defaultSiteSettings, type SiteSettings } from '@site/contracts/site-settings';
import { AppProviders } from './app-providers';
import { ClientBar } from './client-bar';
import { useClientFrame } from '@site/ui/client-frame';
import { Toaster } from './toaster';

/** Settings unlike the defaults, so a test notices any hard-coded name or URL. */
export const testSettings: SiteSettings = {
  ...defaultSiteSettings,
  coachName: 'Jordan Example',
  assessmentUrl: 'https://assessment.test/jordan',
  social: {
    linkedin: 'https://linkedin.test/in/jordan',
    x: 'https://x.test/jordan',
    youtube: 'https://youtube.test/@jordan',
  },
};

/** Shows where the router is, so tests can assert navigation (`getByTestId('location')`). */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{pathname + search + hash}</div>;
}

/** The client's bar while the page claims his frame, as the shell draws it on a client area. */
function ClientFrameProbe() {
  const frame = useClientFrame();
  return frame ? <ClientBar frame={frame} /> : null;
}

/**
 * Renders a component as the shell would: a memory router at `path`, theme, site settings, a
 * fresh query client and the toaster; with `clientFrame`, the client's bar above the page while it
 * claims his frame (a remote's page tested without the shell's layout). Returns a user-event session and the query client too.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    settings = testSettings,
    clientFrame = false,
    historyState,
  }: {
    path?: string;
    settings?: SiteSettings;
    clientFrame?: boolean;
    /** The history's state of the entry at `path`, as a navigation with state leaves it. */
    historyState?: unknown;
  } = {},
) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const url = new URL(path, 'http://localhost');
  const entry =
    historyState === undefined
      ? path
      : { pathname: url.pathname, search: url.search, hash: url.hash, state: historyState };
  const result = render(
    <MemoryRouter initialEntries={[entry]}>
      <AppProviders settings={settings} queryClient={queryClient}>
        {ui}
        <Toaster />
        <LocationProbe />
        {clientFrame && <ClientFrameProbe />}
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, user, queryClient };
}

/**
 * Fakes Date alone at `now`, for a test's injected clock: timers, promises and animation frames
 * run normally, so queries, toasts and focus moves still happen.
 */
export function fakeDateOnly(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
