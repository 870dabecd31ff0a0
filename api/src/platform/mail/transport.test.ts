import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { createFileTransport } from './transport';

const mail = {
  to: 'client@example.com',
  subject: 'Your session',
  text: 'See you then.\n'.repeat(2000),
  html: '<p>See you then.</p>',
  messageId: '<m-1@example.com>',
};

describe('the .eml file transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eml-'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
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

  it('leaves the whole message under its .eml name and nothing else', async () => {
    const transport = createFileTransport(dir, 'Site <hello@example.com>');
    const file = await transport.send(mail, { outboxId: 7, kind: 'booking.receipt' });
    transport.close();
    expect(await fs.readdir(dir)).toEqual([path.basename(file)]);
    expect(path.basename(file)).toMatch(/-7-booking-receipt\.eml$/);
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain('Subject: Your session');
    // Whole: the multipart message ends with its closing boundary.
    expect(text.trimEnd()).toMatch(/--[^\s]+--$/);
  });

  it('never leaves half a message under an .eml name when writing stops midway', async () => {
    const realWrite = fs.writeFile;
    jest.spyOn(fs, 'writeFile').mockImplementationOnce(async (target, data) => {
      // The disk fills (or the process dies) after half of the bytes.
      await realWrite(target, (data as Buffer).subarray(0, (data as Buffer).length / 2));
      throw new Error('ENOSPC: no space left on device');
    });
    const transport = createFileTransport(dir, 'Site <hello@example.com>');
    await expect(transport.send(mail, { outboxId: 8, kind: 'booking.receipt' })).rejects.toThrow(
      'ENOSPC',
    );
    transport.close();
    const files = await fs.readdir(dir);
    expect(files.filter((name) => name.endsWith('.eml'))).toEqual([]);
  });
});
