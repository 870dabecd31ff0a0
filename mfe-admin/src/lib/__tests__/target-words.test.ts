import { targetInWords } from '../target-words';

describe('what an activity-log entry acted on, in words', () => {
  it('names the thing and its number, never its code, with its page where it has one', () => {
    expect(targetInWords('broadcast 1')).toEqual({
      words: 'Broadcast #1',
      to: '/admin/broadcasts/1',
    });
    expect(targetInWords('client 12')).toEqual({ words: 'Client #12', to: '/admin/clients/12' });
    expect(targetInWords('block 4')).toEqual({ words: 'Blocked time #4' });
  });

  it('reads a payment note by its label and a post’s address as it is', () => {
    expect(targetInWords('booking 6 (offline)')).toEqual({
      words: 'Booking #6 · Paid outside the site',
      to: '/admin/bookings/6',
    });
    expect(targetInWords('post 3 (first-steps)').words).toBe('Post #3 · first-steps');
  });

  it('reads a part of a thing after the thing', () => {
    expect(targetInWords('booking 6 session 9')).toEqual({
      words: 'Booking #6, session #9',
      to: '/admin/bookings/6',
    });
    expect(targetInWords('booking 6, e-mail 2').words).toBe('Booking #6, e-mail #2');
    expect(targetInWords('message 4: new → read').words).toBe('Message #4: new → read');
  });

  it('reads a booking the API still keeps by its human title, linked to its page', () => {
    const lena = { name: 'Lena Okafor', packageType: '5-session' } as const;
    expect(targetInWords('booking 7', lena)).toEqual({
      words: 'Lena Okafor · 5-Session Package',
      to: '/admin/bookings/7',
    });
    expect(targetInWords('booking 7 session 9', lena).words).toBe(
      'Lena Okafor · 5-Session Package, session #9',
    );
    expect(targetInWords('booking 7 (offline)', lena).words).toBe(
      'Lena Okafor · 5-Session Package · Paid outside the site',
    );
    // Gone, or never a booking: its number, or the erased marker, as before.
    expect(targetInWords('booking 7', null).words).toBe('Booking #7');
    expect(targetInWords('[erased]', lena).words).toBe('Erased with a person’s data');
    expect(targetInWords('post 3', lena).words).toBe('Post #3');
  });

  it('says when the target was erased, and reads one it does not know as recorded', () => {
    expect(targetInWords('[erased]').words).toBe('Erased with a person’s data');
    expect(targetInWords('settings')).toEqual({ words: 'Settings' });
    expect(targetInWords('widget 3')).toEqual({ words: 'Widget 3' });
  });
});
