import {
  isPaidPackageType,
  packages,
  packageTypes,
  paidPackageTypes,
  priceCents,
  sessionCredits,
  sessionLengthBrief,
  sessionLengthText,
} from '../packages';

describe('the packages on sale', () => {
  it('charge the listed whole-dollar price in cents, and nothing for the free call', () => {
    expect(priceCents('strategy-call')).toBe(0);
    for (const type of packageTypes) expect(priceCents(type)).toBe(packages[type].price * 100);
  });

  it('hold one credit per session they promise', () => {
    expect(packageTypes.map((type) => sessionCredits(type))).toEqual([1, 5, 10, 1]);
  });

  it('are paid except the free call', () => {
    expect(paidPackageTypes.every((type) => priceCents(type) > 0)).toBe(true);
    expect(isPaidPackageType('strategy-call')).toBe(false);
    expect(isPaidPackageType('5-session')).toBe(true);
  });

  it('say one session length: the features sold, the booking page and the calendar agree', () => {
    for (const type of paidPackageTypes) {
      const { sessionMinutes, durationMinutes, features } = packages[type];
      expect(features.some((feature) => feature.includes(`${sessionMinutes}-minute`))).toBe(true);
      expect(durationMinutes).toBeGreaterThanOrEqual(sessionMinutes);
      expect(sessionLengthText(type)).toMatch(new RegExp(`^${sessionMinutes} minutes\\b`));
    }
    expect(sessionLengthText('5-session')).toBe(
      '60 minutes, with 30 more kept free so we never have to stop early',
    );
    expect(packages['strategy-call'].scheduleLabel).toContain(
      `${packages['strategy-call'].sessionMinutes}-Minute`,
    );
    expect(sessionLengthText('strategy-call')).toBe('15 minutes');
  });

  it('say it briefly for a label: the coaching first, the time kept free after it', () => {
    for (const type of paidPackageTypes) {
      const { sessionMinutes, durationMinutes } = packages[type];
      expect(sessionLengthBrief(type)).toBe(
        `${sessionMinutes} minutes + ${durationMinutes - sessionMinutes} kept free`,
      );
    }
    expect(sessionLengthBrief('single')).toBe('60 minutes + 30 kept free');
    expect(sessionLengthBrief('strategy-call')).toBe('15 minutes');
  });
});
