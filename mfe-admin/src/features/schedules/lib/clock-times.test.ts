import { chosenTimeChoice, timeChoices, timeStepMinutes } from './clock-times';

const labels = (choices: { label: string }[]) => choices.map((choice) => choice.label);

describe('a range’s times', () => {
  it('offer a day’s starts on the twelve-hour clock, saved as the 24-hour time', () => {
    const from = timeChoices('from', '09:00');
    expect(from).toHaveLength((24 * 60) / timeStepMinutes);
    expect(from[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(from.find((choice) => choice.value === '14:30')?.label).toBe('2:30 PM');
    expect(labels(from).at(-1)).toBe('11:30 PM');
    expect(labels(from)).toContain('12:00 PM');
  });

  it('offer a day’s ends up to midnight at its end, never the midnight it starts with', () => {
    const to = timeChoices('to', '17:00');
    expect(to[0]?.value).toBe('00:30');
    expect(to.at(-1)).toEqual({ value: '24:00', label: '12:00 AM' });
    expect(to.map((choice) => choice.value)).not.toContain('00:00');
  });

  it('keep a saved time between two steps, in its place, and a value that is no time first', () => {
    const values = timeChoices('from', '09:10').map((choice) => choice.value);
    expect(values.slice(values.indexOf('09:00'), values.indexOf('09:00') + 3)).toEqual([
      '09:00',
      '09:10',
      '09:30',
    ]);
    expect(timeChoices('to', '9 am')[0]).toEqual({ value: '9 am', label: '9 am' });
    expect(timeChoices('from', '').map((choice) => choice.value)).not.toContain('');
  });
});

describe('a time field not yet approached', () => {
  it('holds its chosen time alone, labelled as among all the day’s times', () => {
    for (const [end, time] of [
      ['from', '09:00'],
      ['from', '09:10'],
      ['to', '24:00'],
      ['to', '9 am'],
    ] as const)
      expect(chosenTimeChoice(time)).toEqual(
        timeChoices(end, time).filter((choice) => choice.value === time),
      );
    expect(chosenTimeChoice('14:30')).toEqual([{ value: '14:30', label: '2:30 PM' }]);
    expect(chosenTimeChoice('')).toEqual([]);
  });
});
