/** @jest-environment node */
import Fastify from 'fastify';
import { redactUrl } from '@site/contracts/log-redaction';
import { shellLoggerOptions } from '../log-redaction';

describe('shell server log redaction', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/schedule/12?key=abc&tz=UTC')).toBe('/schedule/12?key=[redacted]&tz=UTC');
    expect(redactUrl('/api/x?KEY=abc&%6Bey=def')).toBe('/api/x?KEY=[redacted]&%6Bey=[redacted]');
    expect(redactUrl('/blog?page=2')).toBe('/blog?page=2');
  });

  it('keeps booking keys, cookies and authorization out of every log line', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...shellLoggerOptions, stream: { write: (line: string) => void lines.push(line) } },
    });
    app.get('/questionnaire/:id', async (request) => {
      request.log.info({ headers: request.headers }, 'handled');
      return {};
    });
    await app.inject({
      url: '/questionnaire/7?key=Pr1vateKey',
      headers: { cookie: 'booking_7=Pr1vateCookie', authorization: 'Bearer Pr1vateToken' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/questionnaire/7?key=[redacted]');
    expect(log).not.toContain('Pr1vate');
  });
});
