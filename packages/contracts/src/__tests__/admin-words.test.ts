import { subscriberCount } from '../admin';

describe('subscriberCount', () => {
  it('says one subscriber in the singular and the others with thousands grouped', () => {
    expect(subscriberCount(0)).toBe('0 subscribers');
    expect(subscriberCount(1)).toBe('1 subscriber');
    expect(subscriberCount(2)).toBe('2 subscribers');
    expect(subscriberCount(1200)).toBe('1,200 subscribers');
  });
});
