import { durationChoices, durationOptions, durationWords } from './duration-words';

describe('durations in words', () => {
  it('says minutes, hours and days as people do, never a bare count of minutes', () => {
    expect(durationWords(15)).toBe('15 min');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(90)).toBe('1 h 30 min');
    expect(durationWords(120)).toBe('2 hours');
    expect(durationWords(1440)).toBe('1 day');
    expect(durationWords(4320)).toBe('3 days');
    expect(durationWords(1530)).toBe('1 day 1 h 30 min');
    expect(durationWords(0)).toBe('None');
    expect(durationWords(0, 'Any time ahead')).toBe('Any time ahead');
  });

  it('offers every choice in words, and keeps a saved value the list lacks, in order', () => {
    const choices = durationChoices(durationOptions.buffer, '25');
    expect(choices.map((choice) => choice.label)).toEqual([
      'None',
      '5 min',
      '10 min',
      '15 min',
      '20 min',
      '25 min',
      '30 min',
      '45 min',
      '1 hour',
      '1 h 30 min',
      '2 hours',
    ]);
    expect(choices.find((choice) => choice.label === '25 min')?.value).toBe('25');
    for (const choice of durationChoices(durationOptions.minimumNotice, '60')) {
      expect(choice.label).not.toMatch(/^\d+$/);
    }
    // Something typed that is no number adds nothing.
    expect(durationChoices(durationOptions.interval, 'soon')).toHaveLength(
      durationOptions.interval.length,
    );
  });
});
