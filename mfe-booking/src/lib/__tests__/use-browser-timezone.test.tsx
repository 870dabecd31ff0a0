import { render, screen } from '@testing-library/react';
import { currentZoneName } from '@site/contracts/timezones';
import { readBrowserZone, useBrowserTimezone } from '../use-now';

function Zone({ label }: { label: string }) {
  return <p>{`${label}: ${useBrowserTimezone() ?? 'unknown'}`}</p>;
}

describe('useBrowserTimezone', () => {
  it("gives the browser's zone to every component that asks, reading it from Intl once", () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const view = render(
      <>
        <Zone label="first" />
        <Zone label="second" />
      </>,
    );
    view.rerender(
      <>
        <Zone label="first" />
        <Zone label="second" />
        <Zone label="third" />
      </>,
    );
    const zone = currentZoneName(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByText(`third: ${zone}`)).toBeInTheDocument();
    // The one reading above, plus the test's own.
    expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    spy.mockRestore();
  });

  it('asks Temporal where the browser has it, building no Intl formatter (ICU’s data stays unloaded)', () => {
    const global = globalThis as { Temporal?: unknown };
    const before = global.Temporal;
    global.Temporal = { Now: { timeZoneId: () => 'Asia/Tokyo' } };
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(readBrowserZone()).toBe('Asia/Tokyo');
      expect(spy).not.toHaveBeenCalled();
      global.Temporal = undefined;
      expect(readBrowserZone()).toBe(
        currentZoneName(new Intl.DateTimeFormat().resolvedOptions().timeZone),
      );
    } finally {
      spy.mockRestore();
      global.Temporal = before;
    }
  });

  it('names the zone as IANA does now, and says null where the browser cannot tell', () => {
    const global = globalThis as { Temporal?: unknown };
    const before = global.Temporal;
    try {
      global.Temporal = { Now: { timeZoneId: () => 'Asia/Calcutta' } };
      expect(readBrowserZone()).toBe('Asia/Kolkata');
      global.Temporal = { Now: { timeZoneId: () => 'Etc/UTC' } };
      expect(readBrowserZone()).toBe('UTC');
      global.Temporal = {
        Now: {
          timeZoneId: () => {
            throw new Error('no zone');
          },
        },
      };
      expect(readBrowserZone()).toBeNull();
    } finally {
      global.Temporal = before;
    }
  });
});
