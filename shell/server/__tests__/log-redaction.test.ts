/** @jest-environment node */
import { redactText, redactUrl } from '@site/contracts/log-redaction';
import { fakeRemote, shellServer } from './support';

describe('shell server log redaction', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/schedule/12?key=abc&tz=UTC')).toBe('/schedule/12?key=[redacted]&tz=UTC');
    expect(redactUrl('/api/x?KEY=abc&%6Bey=def&%256Bey=ghi')).toBe(
      '/api/x?KEY=[redacted]&%6Bey=[redacted]&%256Bey=[redacted]',
    );
    expect(redactUrl('/newsletter/unsubscribe?token=abc')).toBe(
      '/newsletter/unsubscribe?token=[redacted]',
    );
    expect(
      redactUrl('/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x'),
    ).toBe('/success?payment_intent=pi_1&payment_intent_client_secret=[redacted]');
    expect(redactUrl('https://site.example/x?api_key=1&x-signature=2#token=3')).toBe(
      'https://site.example/x?api_key=[redacted]&x-signature=[redacted]',
    );
    expect(redactUrl('/blog?page=2&category=Frameworks')).toBe('/blog?page=2&category=Frameworks');
  });

  it('finds secret query values in free text such as error messages', () => {
    expect(redactText('GET http://blog:3002/x?key=abc failed; retry /y?token=def&page=2')).toBe(
      'GET http://blog:3002/x?key=[redacted] failed; retry /y?token=[redacted]&page=2',
    );
  });

  it('keeps email addresses out of every log line, also of requests it proxies', async () => {
    const lines: string[] = [];
    const { remote, url } = await fakeRemote({ current: 'render' });
    const app = await shellServer(url, {}, { stream: { write: (line) => void lines.push(line) } });
    // The API is down here: the proxy's error is logged too.
    await app.inject({ url: '/api/consultation-questionnaire/Ann.Private@example.com' });
    await app.inject({ url: '/api/consultation-questionnaire/ann.private%40example.com?x=1' });
    await app.inject({ url: '/connect?email=ann.private@example.com' });
    await app.close();
    await remote.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/api/consultation-questionnaire/[redacted]"');
    expect(log).toContain('"url":"/connect?email=[redacted]"');
    expect(log).not.toMatch(/private(@|%40)/i);
  });

  it('keeps booking keys, cookies and authorization out of every log line', async () => {
    const lines: string[] = [];
    const { remote, url } = await fakeRemote({ current: 'render' });
    const app = await shellServer(url, {}, { stream: { write: (line) => void lines.push(line) } });
    app.get('/logged/:id', async (request) => {
      request.log.info({ headers: request.headers, url: request.url }, 'handled');
      return {};
    });
    await app.inject({
      url: '/logged/7?key=Pr1vateKey',
      headers: { cookie: 'booking_7=Pr1vateCookie', authorization: 'Bearer Pr1vateToken' },
    });
    await app.close();
    await remote.close();
    const log = lines.join('');
    expect(log).toContain('/logged/7?key=[redacted]');
    expect(log).not.toContain('Pr1vate');
  });
});
