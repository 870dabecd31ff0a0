import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { PackageType } from '@site/contracts/packages';
import { ordinal, packageTitles } from './package-title';

/** A package bought at `purchasedAt` (only what the title reads). */
const bought = (id: number, packageType: PackageType, purchasedAt: string | null) =>
  ({ booking: { id, packageType }, purchasedAt }) as unknown as Pick<
    PortalPackage,
    'booking' | 'purchasedAt'
  >;

// Any year: next year's, so the test holds whenever it runs.
const year = new Date().getUTCFullYear() + 1;

describe('package titles', () => {
  it('name a package by its kind and the day it was bought, in the owner’s zone', () => {
    const titles = packageTitles(
      [bought(3, 'single', `${year}-12-31T23:30:00Z`), bought(5, '10-session', null)],
      'Europe/Paris',
    );
    // 23:30 UTC on the last day of the year is already New Year's Day in Paris.
    expect(titles.get(3)).toBe(`Single Session · bought Jan\u00a01,\u00a0${year + 1}`);
    expect(titles.get(5)).toBe('10-Session Package · Unpaid');
  });

  it('tell apart two of one kind bought the same day, the first keeping the plain title', () => {
    const titles = packageTitles(
      [
        bought(9, '5-session', `${year}-12-31T18:00:00Z`),
        bought(8, '5-session', `${year}-12-31T09:00:00Z`),
        bought(7, '5-session', `${year}-12-31T08:00:00Z`),
        bought(6, 'single', `${year}-12-31T08:00:00Z`),
      ],
      'UTC',
    );
    expect(titles.get(7)).toBe(`5-Session Package · bought Dec\u00a031,\u00a0${year}`);
    expect(titles.get(8)).toBe(`5-Session Package · bought Dec\u00a031,\u00a0${year} (2nd)`);
    expect(titles.get(9)).toBe(`5-Session Package · bought Dec\u00a031,\u00a0${year} (3rd)`);
    expect(titles.get(6)).toBe(`Single Session · bought Dec\u00a031,\u00a0${year}`);
    expect(new Set(titles.values()).size).toBe(4);
  });

  it('say a package the coach gave free was given, and the free call booked, not bought', () => {
    const given = {
      ...bought(4, '5-session', `${year}-06-15T12:00:00Z`),
      payment: 'complimentary',
    };
    const paid = { ...bought(5, 'single', `${year}-06-15T12:00:00Z`), payment: 'offline' };
    const titles = packageTitles([given, paid], 'UTC');
    expect(titles.get(4)).toBe(`5-Session Package · given Jun\u00a015,\u00a0${year}`);
    expect(titles.get(5)).toBe(`Single Session · bought Jun\u00a015,\u00a0${year}`);
    // Nor is the free call bought: it is booked.
    const call = packageTitles([bought(6, 'strategy-call', `${year}-06-15T12:00:00Z`)], 'UTC');
    expect(call.get(6)).toMatch(/ · booked Jun/);
  });

  it('write ordinals as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
