import { EnvError, envReader, type Env } from '../env';

/** The problems `check()` reports after `read` ran, or [] when it passes. */
function problemsOf(env: Env, read: (reader: ReturnType<typeof envReader>) => void): string[] {
  const reader = envReader(env);
  read(reader);
  try {
    reader.check();
    return [];
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return [...error.problems];
  }
}

describe('envReader', () => {
  it('gives every value its fallback when nothing is set', () => {
    const env = envReader({ BLANK: '   ' });
    expect(env.string('BLANK')).toBeNull();
    expect(env.string('NAME', 'Sam')).toBe('Sam');
    expect(env.integer('LIMIT', 10, 1, 100)).toBe(10);
    expect(env.port('PORT', 3000)).toBe(3000);
    expect(env.url('SMTP_URL', null)).toBeNull();
    expect(env.httpUrl('API_URL', 'http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
    expect(env.origin('SITE_ORIGIN', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(env.logLevel('LOG_LEVEL', 'info')).toBe('info');
    expect(env.list('CORS_ORIGINS', ['http://a.example'])).toEqual(['http://a.example']);
    expect(env.secret('FRAGMENT_SECRET')).toBeNull();
    expect(() => env.check()).not.toThrow();
  });

  it('reads well-formed values, trimmed', () => {
    const env = envReader({
      NAME: ' Sam ',
      LIMIT: '42',
      PORT: ' 8080 ',
      SMTP_URL: 'smtp://mail.example:25',
      API_URL: 'https://api.example/base/',
      SITE_ORIGIN: 'https://www.example.com/some/page',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: ' http://a.example , ,http://b.example',
      FRAGMENT_SECRET: 'x'.repeat(32),
    });
    expect(env.string('NAME')).toBe('Sam');
    expect(env.integer('LIMIT', 10, 1, 100)).toBe(42);
    expect(env.port('PORT')).toBe(8080);
    expect(env.url('SMTP_URL', null)).toBe('smtp://mail.example:25');
    expect(env.httpUrl('API_URL', 'http://127.0.0.1:4000')).toBe('https://api.example/base');
    expect(env.origin('SITE_ORIGIN', 'http://localhost:3000')).toBe('https://www.example.com');
    expect(env.logLevel('LOG_LEVEL', 'info')).toBe('warn');
    expect(env.list('CORS_ORIGINS', [])).toEqual(['http://a.example', 'http://b.example']);
    expect(env.secret('FRAGMENT_SECRET', { minLength: 32 })).toBe('x'.repeat(32));
    expect(() => env.check()).not.toThrow();
  });

  it('reports every missing or malformed variable at once, each by its name', () => {
    const problems = problemsOf(
      {
        LIMIT: '1000',
        PORT: 'eighty',
        SMTP_URL: 'not a url',
        API_URL: 'ftp://files.example',
        SITE_ORIGIN: '/relative',
        NODE_ENV: 'staging',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'loopback,shell',
        FRAGMENT_SECRET: 'short-secret-value',
      },
      (env) => {
        env.integer('LIMIT', 10, 1, 100);
        env.port('PORT', 3000);
        env.port('METRICS_PORT');
        env.url('SMTP_URL', null);
        env.httpUrl('API_URL', 'http://127.0.0.1:4000');
        env.origin('SITE_ORIGIN', 'http://localhost:3000');
        env.oneOf('NODE_ENV', ['development', 'production', 'test'], 'development');
        env.logLevel('LOG_LEVEL', 'info');
        env.list('TRUST_PROXY', [], (entry) =>
          entry === 'loopback' ? null : `"${entry}" is unknown`,
        );
        env.secret('FRAGMENT_SECRET', { minLength: 32 });
        env.secret('COOKIE_SECRET', { required: true });
        env.problem('MAIL_FROM is required when SMTP_URL is set');
      },
    );
    expect(problems).toEqual([
      'LIMIT must be an integer from 1 to 100 (got "1000")',
      'PORT must be a port number from 0 to 65535 (got "eighty")',
      'METRICS_PORT must be set to the port to serve on',
      'SMTP_URL must be an absolute URL (got "not a url")',
      'API_URL must be an absolute http(s) URL (got "ftp://files.example")',
      'SITE_ORIGIN must be an absolute http(s) URL (got "/relative")',
      'NODE_ENV must be one of development, production, test (got "staging")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'TRUST_PROXY: "shell" is unknown',
      'FRAGMENT_SECRET must be at least 32 characters long',
      'COOKIE_SECRET is required',
      'MAIL_FROM is required when SMTP_URL is set',
    ]);
  });

  it('never writes a secret into a message', () => {
    const [problem] = problemsOf({ FRAGMENT_SECRET: 'hunter2-but-short' }, (env) =>
      env.secret('FRAGMENT_SECRET', { minLength: 32 }),
    );
    expect(problem).toContain('FRAGMENT_SECRET');
    expect(problem).not.toContain('hunter2');
  });

  it('rejects numbers that are not plain integers, and ports out of range', () => {
    expect(
      problemsOf({ A: '1e3', B: '2.5', PORT: '70000', P2: '-1' }, (env) => {
        env.integer('A', 1, 0, 10_000);
        env.integer('B', 1, 0, 10);
        env.port('PORT', 3000);
        env.port('P2', 3000);
      }),
    ).toEqual([
      expect.stringMatching(/^A must be an integer/),
      expect.stringMatching(/^B must be an integer/),
      expect.stringMatching(/^PORT must be a port number/),
      expect.stringMatching(/^P2 must be a port number/),
    ]);
  });

  it('lists every problem in the error message, one a line', () => {
    const env = envReader({ PORT: 'x', LOG_LEVEL: 'loud' });
    env.port('PORT', 1);
    env.logLevel('LOG_LEVEL', 'info');
    expect(() => env.check()).toThrow(
      'Invalid configuration:\n  - PORT must be a port number from 0 to 65535 (got "x")\n  - LOG_LEVEL must be one of',
    );
  });
});
