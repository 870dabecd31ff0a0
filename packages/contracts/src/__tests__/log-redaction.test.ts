import { redactEmails, redactText, redactUrl, serializeError } from '../log-redaction';

/** What node-postgres and PGlite throw for a unique violation: the value is in `detail`. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "x_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(ann.client@example.com) already exists.',
    table: 'newsletter_subscribers',
    constraint: 'x_email_key',
  });
}

describe('serializeError', () => {
  it('keeps what a developer needs and never the values a database error quotes', () => {
    const error = new Error('insert failed', { cause: uniqueViolation() });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('ann.client@example.com');
    expect(serializeError(uniqueViolation())).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint "x_email_key"',
      code: '23505',
      table: 'newsletter_subscribers',
      constraint: 'x_email_key',
    });
    expect(serializeError(error)).toMatchObject({
      message: 'insert failed',
      cause: { code: '23505' },
    });
  });
});

describe('email addresses', () => {
  it.each([
    [
      '/api/consultation-questionnaire/ann.client@example.com',
      '/api/consultation-questionnaire/[redacted]',
    ],
    [
      '/api/consultation-questionnaire/ann.client%40example.com',
      '/api/consultation-questionnaire/[redacted]',
    ],
    ['/api/x/ann%2540example.co.uk/y', '/api/x/[redacted]/y'],
    [
      '/api/admin/people?email=Ann+O.Client@Example.COM&page=2',
      '/api/admin/people?email=[redacted]&page=2',
    ],
    ['/api/admin/people?q=ann%40example.com', '/api/admin/people?q=[redacted]'],
    ['/api/admin/people?email=not-an-address', '/api/admin/people?email=[redacted]'],
  ])('are redacted from the URL %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('leave other URLs as they are', () => {
    expect(redactUrl('/blog/my-post?page=2&category=Frameworks')).toBe(
      '/blog/my-post?page=2&category=Frameworks',
    );
    // Over-redaction is preferred: a file named like an address loses its name in the log.
    expect(redactUrl('/remotes/blog/assets/hero@2x.webp')).toBe('/remotes/blog/assets/[redacted]');
  });

  it('are redacted from free text, such as an error’s message', () => {
    expect(redactText('mail to "Ann" <ann@example.com> failed: 550 ann@example.com unknown')).toBe(
      'mail to "Ann" <[redacted]> failed: 550 [redacted] unknown',
    );
    expect(redactEmails('no address here: user@localhost, v1.2@3')).toBe(
      'no address here: user@localhost, v1.2@3',
    );
  });

  it('are redacted from an error’s message, stack and own fields', () => {
    const error = Object.assign(new Error('no subscriber ann@example.com'), {
      address: 'ann@example.com',
    });
    expect(JSON.stringify(serializeError(error))).not.toContain('ann@example.com');
  });
});

describe('a search’s text', () => {
  it.each([
    ['/api/admin/search?q=lena', '/api/admin/search?q=[redacted]'],
    ['/admin/search?q=Okafor&page=2', '/admin/search?q=[redacted]&page=2'],
    ['/admin/bookings?status=paid&%71=lena', '/admin/bookings?status=paid&%71=[redacted]'],
  ])('is redacted from the URL %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('is redacted from free text', () => {
    expect(redactText('GET /api/admin/search?q=okafor failed')).toBe(
      'GET /api/admin/search?q=[redacted] failed',
    );
  });
});

describe('the calendar feed token', () => {
  it.each([
    ['/api/calendar-feed/AbC123_-xyz.ics', '/api/calendar-feed/[redacted]'],
    ['/api/calendar-feed/AbC123_-xyz.ics?x=1', '/api/calendar-feed/[redacted]?x=1'],
    [
      'https://coach.example/api/calendar-feed/AbC123.ics',
      'https://coach.example/api/calendar-feed/[redacted]',
    ],
  ])('is left out of the URL %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});
