import { serializeError } from './log-redaction';

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
