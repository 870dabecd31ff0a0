import path from 'node:path';
import { EnvError } from '@site/contracts/env';
import { readRemoteServerConfig } from '../config';

const secret = 'a-test-secret-of-more-than-32-characters';

describe('readRemoteServerConfig', () => {
  it('serves ./dist on the required PORT, for any origin, with public data from the local API', () => {
    expect(
      readRemoteServerConfig({ PORT: '3002', FRAGMENT_SECRET: secret }, '/srv/mfe-blog'),
    ).toEqual({
      port: 3002,
      host: '0.0.0.0',
      root: '/srv/mfe-blog/dist',
      corsOrigins: '*',
      apiOrigin: 'http://127.0.0.1:4000',
      fragmentSecret: secret,
      logLevel: 'info',
    });
  });

  it('takes every setting from the environment', () => {
    expect(
      readRemoteServerConfig(
        {
          PORT: '8080',
          HOST: '127.0.0.1',
          DIST_DIR: '/app/dist',
          CORS_ORIGINS: 'https://www.example.com, https://example.com',
          API_URL: 'http://api:4000/',
          LOG_LEVEL: 'warn',
          FRAGMENT_SECRET: secret,
        },
        '/elsewhere',
      ),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      root: path.resolve('/app/dist'),
      corsOrigins: ['https://www.example.com', 'https://example.com'],
      apiOrigin: 'http://api:4000',
      fragmentSecret: secret,
      logLevel: 'warn',
    });
  });

  it('names every missing or bad variable at once', () => {
    let problems: readonly string[] = [];
    try {
      readRemoteServerConfig({
        CORS_ORIGINS: 'https://ok.example,www.example.com',
        API_URL: 'api:4000',
        LOG_LEVEL: 'chatty',
      });
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      'PORT must be set to the port to serve on',
      'CORS_ORIGINS: "www.example.com" is not an origin like https://www.example.com',
      'API_URL must be an absolute http(s) URL (got "api:4000")',
      "FRAGMENT_SECRET must be set to the same random value (32 characters or more) for the shell's server and every remote's server, e.g. openssl rand -base64 48",
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")',
    ]);
  });
});
