import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EnvError } from '@site/contracts/env';
import { loadConfig } from './config';
import { publishedCookieSecrets } from './cookie-secret';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return [...error.problems];
  }
}

describe('COOKIE_SECRET', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cookie-secret-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is generated once per install into the data folder when unset', () => {
    const env = { DATA_DIR: path.join(root, 'pglite') };
    const first = loadConfig(env).cookieSecret;
    const file = path.join(root, 'cookie-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(publishedCookieSecrets).not.toContain(first);
    // A restart reads the same secret, so booking cookies keep working.
    expect(loadConfig(env).cookieSecret).toBe(first);
    // Another install gets its own.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'cookie-secret-'));
    try {
      expect(loadConfig({ DATA_DIR: path.join(other, 'pglite') }).cookieSecret).not.toBe(first);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('uses the variable when it is set, without writing a file', () => {
    const secret = 'a'.repeat(20) + 'b'.repeat(20);
    expect(
      loadConfig({ DATA_DIR: path.join(root, 'pglite'), COOKIE_SECRET: secret }).cookieSecret,
    ).toBe(secret);
    expect(fs.existsSync(path.join(root, 'cookie-secret'))).toBe(false);
  });

  it('stops production without a secret, naming the variable', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: path.join(root, 'pglite') })).toEqual([
      expect.stringContaining('COOKIE_SECRET is required'),
    ]);
    expect(fs.existsSync(path.join(root, 'cookie-secret'))).toBe(false);
  });

  it.each(publishedCookieSecrets)('stops production with the published value %s', (secret) => {
    expect(problemsOf({ NODE_ENV: 'production', COOKIE_SECRET: secret })).toEqual([
      expect.stringMatching(/^COOKIE_SECRET is an example value published/),
    ]);
  });
});
