import path from 'node:path';
import { envReader, type Env, type EnvReader } from '@site/contracts/env';
import { apiDefaultPort } from '@site/contracts/registry';
import { readFragmentSecret } from './fragment-secret';
import type { RemoteServerOptions } from './remote-server';

export interface RemoteServerConfig extends RemoteServerOptions {
  port: number;
  host: string;
}

/** Why an entry of CORS_ORIGINS is not an origin, or null. */
function originProblem(origin: string): string | null {
  return /^https?:\/\/[^/]+$/.test(origin)
    ? null
    : `"${origin}" is not an origin like https://www.example.com`;
}

/** CORS_ORIGINS: `*` (the default) or a comma-separated list of origins. */
function readCorsOrigins(env: EnvReader): string[] | '*' {
  if (env.string('CORS_ORIGINS', '*') === '*') return '*';
  return env.list('CORS_ORIGINS', [], originProblem);
}

/**
 * A remote's server settings (`site-static-server`, a remote's `npm start` and image), read once
 * at start-up: every bad variable is named at once (an EnvError). PORT is required: each remote's
 * own start script or image says which one it serves on.
 */
export function readRemoteServerConfig(source: Env, cwd = process.cwd()): RemoteServerConfig {
  const env = envReader(source);
  const config: RemoteServerConfig = {
    port: env.port('PORT'),
    host: env.string('HOST', '0.0.0.0'),
    root: path.resolve(cwd, env.string('DIST_DIR', 'dist')),
    corsOrigins: readCorsOrigins(env),
    apiOrigin: env.httpUrl('API_URL', `http://127.0.0.1:${apiDefaultPort}`),
    fragmentSecret: readFragmentSecret(env),
    logLevel: env.logLevel('LOG_LEVEL', 'info'),
  };
  env.check();
  return config;
}
