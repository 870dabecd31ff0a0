import { targetInWords } from '../target-words';

describe('what an activity-log entry acted on, in words', () => {
  it('names the thing and its number, never its code, with its page where it has one', () => {
    expect(targetInWords('block 4')).toEqual({ words: 'Blocked time' });
    expect(targetInWords('session 9')).toEqual({ words: 'A session' });
  });

  it('names a client, post, broadcast or message by the name or title the API read', () => {
    expect(targetInWords('client 12', null, 'Rowan Recorded')).toEqual({
      words: 'Rowan Recorded',
      to: '/admin/clients/12',
    });
    expect(targetInWords('post 3 (first-steps)', null, 'First Steps')).toEqual({
      words: '“First Steps”',
      to: '/admin/posts/3',
    });
    expect(targetInWords('broadcast 1', null, 'May letter')).toEqual({
      words: '“May letter”',
      to: '/admin/broadcasts/1',
    });
    expect(targetInWords('message 4: new → handled', null, 'Mia Park')).toEqual({
      words: 'Message from Mia Park · now handled',
      to: '/admin/messages',
    });
  });

  it('says a client, post or broadcast is gone, never its number, and links nowhere', () => {
    expect(targetInWords('client 12', null, null)).toEqual({ words: 'A client since erased' });
    expect(targetInWords('message 4: new → read')).toEqual({
      words: 'A removed contact message · now read',
    });
    expect(targetInWords('post 3 (first-steps)')).toEqual({ words: 'A deleted post' });
    expect(targetInWords('broadcast 1')).toEqual({ words: 'A deleted broadcast' });
  });

  it('reads a payment note by its label', () => {
    expect(targetInWords('booking 6 (offline)')).toEqual({
      words: 'A booking since erased · Paid outside the site',
      to: '/admin/bookings/6',
    });
  });

  it('reads a part of a thing after the thing', () => {
    expect(targetInWords('booking 6 session 9')).toEqual({
      words: 'A booking since erased · a session',
      to: '/admin/bookings/6',
    });
    expect(targetInWords('booking 6, e-mail 2').words).toBe('A booking since erased · an email');
  });

  it('reads a booking the API still keeps by its human title, linked to its page', () => {
    const lena = { name: 'Lena Okafor', packageType: '5-session' } as const;
    expect(targetInWords('booking 7', lena)).toEqual({
      words: 'Lena Okafor · 5-Session Package',
      to: '/admin/bookings/7',
    });
    expect(targetInWords('booking 7 session 9', lena).words).toBe(
      'Lena Okafor · 5-Session Package · a session',
    );
    expect(targetInWords('booking 7 (offline)', lena).words).toBe(
      'Lena Okafor · 5-Session Package · Paid outside the site',
    );
    // Gone, or never a booking: never its number.
    expect(targetInWords('booking 7', null).words).toBe('A booking since erased');
    expect(targetInWords('[erased]', lena).words).toBe('Erased (privacy request)');
    expect(targetInWords('post 3', lena).words).toBe('A deleted post');
  });

  it('says when the target was erased, and reads one it does not know as recorded', () => {
    expect(targetInWords('[erased]').words).toBe('Erased (privacy request)');
    expect(targetInWords('settings')).toEqual({ words: 'Settings' });
    expect(targetInWords('widget 3')).toEqual({ words: 'Widget 3' });
  });
});
