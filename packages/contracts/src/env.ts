/**
 * Reading a server's settings from environment variables, the same way in every server (the API,
 * the shell's server, each remote's server). A reader collects every problem it meets (a missing
 * or malformed variable, named, with what it should be) and `check()` throws them all at once, so
 * one start-up shows everything to fix. A secret's value never appears in a message.
 *
 *   const env = envReader(process.env);
 *   const port = env.port('PORT', 3000);
 *   const secret = env.secret('FRAGMENT_SECRET', { minLength: 32 });
 *   env.check(); // throws EnvError listing every bad variable
 */

export type Env = Readonly<Record<string, string | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

/** The log levels of the servers' logger (pino), quietest last. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface EnvReader {
  /** The trimmed value, or the fallback (null without one) when unset or blank. */
  string(name: string): string | null;
  string(name: string, fallback: string): string;
  /** An integer from `min` to `max`. */
  integer(name: string, fallback: number, min: number, max: number): number;
  /** A TCP port (0 picks a free one); required when there is no fallback. */
  port(name: string, fallback?: number): number;
  /** Any absolute URL (http, https, smtp, postgres…), as written. */
  url(name: string, fallback: string): string;
  url(name: string, fallback: null): string | null;
  /** An absolute http(s) URL, without a trailing slash. */
  httpUrl(name: string, fallback: string): string;
  /** An http(s) origin (scheme, host and port; any path is dropped). */
  origin(name: string, fallback: string): string;
  /** One of `values`. */
  oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T;
  /** LOG_LEVEL-style: one of the logger's levels. */
  logLevel(name: string, fallback: LogLevel): LogLevel;
  /**
   * A comma-separated list, entries trimmed, empty ones dropped. `entryProblem` says why an entry
   * is not usable (or null); bad entries are reported and left out.
   */
  list(
    name: string,
    fallback: readonly string[],
    entryProblem?: (entry: string) => string | null,
  ): string[];
  /** A secret: its value is never written into a message. */
  secret(name: string, options?: { minLength?: number; required?: boolean }): string | null;
  /** A problem found by the caller (a rule between variables, say). */
  problem(message: string): void;
  /** Every problem so far, in the order they were found. */
  readonly problems: readonly string[];
  /** Throws an EnvError naming every problem found so far; does nothing when there is none. */
  check(): void;
}

export function envReader(env: Env): EnvReader {
  const problems: string[] = [];
  const raw = (name: string): string | null => env[name]?.trim() || null;
  const bad = (name: string, what: string, value: string) =>
    problems.push(`${name} must be ${what} (got "${value}")`);

  function string(name: string): string | null;
  function string(name: string, fallback: string): string;
  function string(name: string, fallback: string | null = null): string | null {
    return raw(name) ?? fallback;
  }

  function integer(name: string, fallback: number, min: number, max: number): number {
    const value = raw(name);
    if (value === null) return fallback;
    const number = Number(value);
    if (!/^-?\d+$/.test(value) || number < min || number > max) {
      bad(name, `an integer from ${min} to ${max}`, value);
      return fallback;
    }
    return number;
  }

  function port(name: string, fallback?: number): number {
    const value = raw(name);
    if (value === null) {
      if (fallback !== undefined) return fallback;
      problems.push(`${name} must be set to the port to serve on`);
      return 0;
    }
    if (!/^\d+$/.test(value) || Number(value) > 65535) {
      bad(name, 'a port number from 0 to 65535', value);
      return fallback ?? 0;
    }
    return Number(value);
  }

  function url(name: string, fallback: string): string;
  function url(name: string, fallback: null): string | null;
  function url(name: string, fallback: string | null): string | null {
    const value = raw(name);
    if (value === null) return fallback;
    if (!URL.canParse(value)) {
      bad(name, 'an absolute URL', value);
      return fallback;
    }
    return value;
  }

  /** The variable as an http(s) URL; a bad one is reported, and null stands for the fallback. */
  const httpValue = (name: string): URL | null => {
    const value = raw(name);
    if (value === null) return null;
    const parsed = URL.canParse(value) ? new URL(value) : null;
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) return parsed;
    bad(name, 'an absolute http(s) URL', value);
    return null;
  };

  function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const value = raw(name);
    if (value === null) return fallback;
    if ((values as readonly string[]).includes(value)) return value as T;
    bad(name, `one of ${values.join(', ')}`, value);
    return fallback;
  }

  return {
    string,
    integer,
    port,
    url,
    httpUrl: (name, fallback) => (httpValue(name)?.toString() ?? fallback).replace(/\/$/, ''),
    origin: (name, fallback) => httpValue(name)?.origin ?? fallback,
    oneOf,
    logLevel: (name, fallback) => oneOf(name, logLevels, fallback),
    list(name, fallback, entryProblem) {
      const value = raw(name);
      const entries =
        value === null
          ? [...fallback]
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean);
      if (!entryProblem) return entries;
      return entries.filter((entry) => {
        const problem = entryProblem(entry);
        if (problem !== null) problems.push(`${name}: ${problem}`);
        return problem === null;
      });
    },
    secret(name, { minLength = 1, required = false } = {}) {
      const value = raw(name);
      if (value === null) {
        if (required) problems.push(`${name} is required`);
        return null;
      }
      if (value.length < minLength) {
        problems.push(`${name} must be at least ${minLength} characters long`);
        return null;
      }
      return value;
    },
    problem: (message) => {
      problems.push(message);
    },
    problems,
    check() {
      if (problems.length > 0) throw new EnvError([...problems]);
    },
  };
}
