import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { createFileTransport } from './transport';

describe('the .eml file transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eml-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('ends every line of the file, headers and bodies, with CRLF', async () => {
    const transport = createFileTransport(dir, '"Adrian Vale" <hello@coach.example>');
    const file = await transport.send(
      {
        to: 'reader@example.com',
        subject: 'Two lines',
        text: 'First line\nSecond line\n\nA paragraph.',
        html: '<p>First</p>\n<p>Second</p>\n',
        messageId: '<m-1@coach.example>',
        headers: { 'List-Id': '"Adrian Vale newsletter" <newsletter.coach.example>' },
        icalEvent: {
          method: 'REQUEST',
          filename: 'session.ics',
          content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
        },
      },
      { outboxId: 1, kind: 'client.test' },
    );
    transport.close();
    const raw = await fs.readFile(file, 'utf8');
    expect(raw).toContain('\r\n\r\n');
    const bareLineFeeds = raw.split('\r\n').filter((line) => line.includes('\n'));
    expect(bareLineFeeds).toEqual([]);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.text?.replace(/\r\n/g, '\n').trim()).toBe(
      'First line\nSecond line\n\nA paragraph.',
    );
    expect(parsed.headers.find((h) => h.key === 'list-id')?.value).toBe(
      '"Adrian Vale newsletter" <newsletter.coach.example>',
    );
  });
});
