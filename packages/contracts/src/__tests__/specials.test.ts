import { addDays } from '../slots';
import { offerEndsText, specialsOffer } from '../specials';

/** Days around the real date, so no test names a fixed year. */
const thisYear = new Date().getUTCFullYear();
const yearEnd = `${thisYear}-12-31`;
const nextYearStart = `${thisYear + 1}-01-01`;

describe('specialsOffer', () => {
  it('says no end while none is set, or what is set is not a real date', () => {
    expect(specialsOffer('', yearEnd)).toEqual({ state: 'open' });
    expect(specialsOffer(`${thisYear + 1}-02-30`, yearEnd)).toEqual({ state: 'open' });
  });

  it('holds through its last day, and ends the day after (a year’s end too)', () => {
    expect(specialsOffer(yearEnd, addDays(yearEnd, -1))).toEqual({
      state: 'ending',
      endsOn: yearEnd,
    });
    expect(specialsOffer(yearEnd, yearEnd)).toEqual({ state: 'ending', endsOn: yearEnd });
    expect(specialsOffer(yearEnd, nextYearStart)).toEqual({ state: 'ended' });
    // A month's end: the 30th of a 30-day month, then the 1st of the next.
    const monthEnd = `${thisYear}-04-30`;
    expect(specialsOffer(monthEnd, monthEnd).state).toBe('ending');
    expect(specialsOffer(monthEnd, `${thisYear}-05-01`).state).toBe('ended');
  });

  it('holds while today is not known yet', () => {
    expect(specialsOffer(yearEnd, null)).toEqual({ state: 'ending', endsOn: yearEnd });
  });
});

describe('offerEndsText', () => {
  it('names the last day, its year only when it is not this year’s', () => {
    expect(offerEndsText(yearEnd, addDays(yearEnd, -10))).toBe('Offer ends December 31');
    expect(offerEndsText(`${thisYear + 1}-01-15`, yearEnd)).toBe(
      `Offer ends January 15, ${thisYear + 1}`,
    );
    expect(offerEndsText(`${thisYear}-03-01`, null)).toBe(`Offer ends March 1, ${thisYear}`);
  });
});
