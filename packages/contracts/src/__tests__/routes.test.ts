import { paths, routesByRemote, toPath } from '../routes';

describe('toPath', () => {
  it('fills and encodes parameters', () => {
    expect(toPath(paths.blogPost, { slug: 'two of you' })).toBe('/blog/two%20of%20you');
    expect(toPath(paths.schedule, { bookingId: 42 })).toBe('/schedule/42');
  });

  it('refuses a missing parameter instead of building a broken link', () => {
    expect(() => toPath(paths.schedule, {})).toThrow('Missing route parameter "bookingId"');
  });
});

describe('routesByRemote', () => {
  it('gives every route exactly one owner', () => {
    const all = Object.values(routesByRemote).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
