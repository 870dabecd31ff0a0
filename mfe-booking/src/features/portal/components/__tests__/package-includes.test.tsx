import { fireEvent, screen, within } from '@testing-library/react';
import { packages } from '@site/contracts/packages';
import { formatDate } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { injectClockEachTest } from '../../../../test/clock';
import {
  daysFrom,
  portalBooking,
  portalPackage,
  portalSession,
  portalZone as zone,
} from '../../../../test/portal-fixtures';
import { includedLines, PackageIncludes } from '../package-includes';

let now: Date;
injectClockEachTest((instant) => (now = instant));

const at = (days: number) => daysFrom(now, days);

/** A 10-session package bought 20 days ago: one session held, one ahead, eight to book. */
function tenSessions() {
  const sessions = [portalSession(now, 1, -10), portalSession(now, 2, 3)];
  return portalPackage(
    now,
    portalBooking({ id: 7, packageType: '10-session', sessions, booked: 2 }),
    {
      boughtDaysAgo: 20,
      support: {
        state: 'open',
        opensAt: at(-20),
        closesAt: null,
        level: 'unlimited',
        priority: false,
      },
      followUp: { state: 'waiting', opensAt: null, closesAt: null },
      checkIn: { state: 'not-due', dueAt: at(4) },
      keepsRecordings: true,
    },
  );
}

describe('what a package includes, in the portal', () => {
  it('lists the card he bought, in its words and order, each line with where it stands', () => {
    renderWithProviders(<PackageIncludes pkg={tenSessions()} zone={zone} now={now} />);
    fireEvent.click(screen.getByText('What Your Package Includes'));
    const list = screen.getByRole('list', { name: 'What your package includes' });
    const items = within(list).getAllByRole('listitem');
    const features = [...packages['10-session'].features];
    expect(items).toHaveLength(features.length);
    items.forEach((item, index) =>
      expect(item.textContent).toMatch(new RegExp(`^${features[index]}`)),
    );
    // The pricing cards' check list: a check mark before each line.
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const status = (text: string) =>
      includedLines(tenSessions(), zone, now).find((line) => line.text === text)?.status;
    expect(status('Ten 60-minute sessions')).toBe('1 held, 1 booked, 8 to book');
    expect(status('Bi-weekly reviews')).toBe(`The next one is due on ${formatDate(at(4), zone)}`);
    expect(status('Unlimited email support')).toBe(
      'Open while your package runs, through your messages',
    );
    expect(status('90-day 15-minute follow-up')).toBe(
      'Opens 90 days after your last session; you will get an email',
    );
    expect(status('Emergency session if needed')).toBe('Available now, under Between Sessions');
    expect(items.at(-1)).toHaveTextContent(
      'Lifetime access to recordingsKept for you under Recordings',
    );
  });

  it('lists nothing the package does not include', () => {
    const five = portalPackage(now, portalBooking({ id: 5, packageType: '5-session' }), {
      boughtDaysAgo: 5,
    });
    const lines = includedLines(five, zone, now).map((line) => line.text);
    expect(lines).toEqual([...packages['5-session'].features]);
    expect(lines.join(' ')).not.toMatch(/recording|emergency/i);
  });

  it('says when the check-ins begin until his first session has taken place, never that one is due', () => {
    const pkg = tenSessions();
    pkg.booking = { ...pkg.booking, sessions: [portalSession(now, 1, 10)] };
    pkg.checkIn = { state: 'waiting', dueAt: null };
    const line = includedLines(pkg, zone, now).find((one) => one.text === 'Bi-weekly reviews');
    expect(line).toEqual({
      text: 'Bi-weekly reviews',
      status: 'Your check-ins, every two weeks, begin two weeks after our first session.',
      ended: false,
    });
  });

  it('says the follow-up call’s day once it is known, and a used emergency session', () => {
    const pkg = tenSessions();
    pkg.followUp = { state: 'not-yet-open', opensAt: at(80), closesAt: at(110) };
    pkg.booking = {
      ...pkg.booking,
      sessions: [...pkg.booking.sessions, portalSession(now, 3, -5, { kind: 'emergency' })],
    };
    const status = (text: string) =>
      includedLines(pkg, zone, now).find((line) => line.text === text)?.status;
    expect(status('90-day 15-minute follow-up')).toBe(
      `Can be booked from ${formatDate(at(80), zone)}`,
    );
    expect(status('Emergency session if needed')).toBe('Used');
  });

  it('shows an ended promise as ended: a muted dash, never the green check of a live one', () => {
    const pkg = tenSessions();
    pkg.checkIn = { state: 'ended', dueAt: null };
    pkg.booking = {
      ...pkg.booking,
      sessions: [...pkg.booking.sessions, portalSession(now, 3, -5, { kind: 'emergency' })],
    };
    renderWithProviders(<PackageIncludes pkg={pkg} zone={zone} now={now} />);
    fireEvent.click(screen.getByText('What Your Package Includes'));
    const list = screen.getByRole('list', { name: 'What your package includes' });
    const row = (text: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(text))!;
    const mark = (text: string) => row(text).querySelector('path')!.getAttribute('d');
    for (const ended of ['Bi-weekly reviews', 'Emergency session if needed']) {
      expect(row(ended)).toHaveAttribute('data-ended');
      expect(mark(ended)).toBe('M4 8h8');
    }
    // A live promise keeps its check.
    expect(row('Unlimited email support')).not.toHaveAttribute('data-ended');
    expect(mark('Unlimited email support')).toBe('m3 8.5 3 3 7-7');
  });
});
