import { documentTitle } from '../document-title';

describe('a back-office tab title', () => {
  it('is the screen, then the back office', () => {
    expect(documentTitle('Messages')).toBe('Messages · Back office');
    expect(documentTitle('Site and Data')).toBe('Site and Data · Back office');
  });

  it('names a record, then its list, then the back office', () => {
    expect(documentTitle('Lena Okafor', 'Clients')).toBe('Lena Okafor · Clients · Back office');
    expect(documentTitle('Lena Okafor · 5-Session Package', 'Bookings')).toBe(
      'Lena Okafor · 5-Session Package · Bookings · Back office',
    );
  });

  it.each([
    ['Booking', 'Bookings', 'Booking · Back office'],
    ['Client', 'Clients', 'Client · Back office'],
    ['New Post', 'Posts', 'New Post · Back office'],
    ['Notice', 'Notices', 'Notice · Back office'],
  ])('leaves the list out where the name already says it: %s', (name, list, title) => {
    expect(documentTitle(name, list)).toBe(title);
  });

  it('never repeats a word, and gives a record and its list different titles', () => {
    for (const title of [
      documentTitle('Messages'),
      documentTitle('New Post', 'Posts'),
      documentTitle('Booking', 'Bookings'),
    ]) {
      const words = title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
      expect(new Set(words).size).toBe(words.length);
    }
    expect(documentTitle('Client', 'Clients')).not.toBe(documentTitle('Clients'));
  });
});
