import {
  isPaidPackageType,
  packages,
  packageTypes,
  paidPackageTypes,
  priceCents,
  sessionCredits,
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
});
