import { toIso, toNumber } from './mapping';

describe('driver normalisation', () => {
  it('reads numbers from node-pg strings and PGlite BigInts alike', () => {
    expect(toNumber('42')).toBe(42);
    expect(toNumber(42n)).toBe(42);
    expect(toNumber(42)).toBe(42);
    expect(() => toNumber(null)).toThrow(TypeError);
  });

  it('reads timestamps from Date or string', () => {
    expect(toIso(new Date('2030-01-01T00:00:00Z'))).toBe('2030-01-01T00:00:00.000Z');
    expect(toIso('2030-01-01 00:00:00+00')).toBe('2030-01-01T00:00:00.000Z');
  });
});
