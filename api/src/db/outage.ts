/**
 * A database outage, as the API meets it: a query that cannot reach the database (refused,
 * reset, timed out, the server shutting down, no connection free in time) is not a fault of the
 * request. Every route answers it 503 with the health check's sentence, and the log says it once
 * when the outage begins (with the first error) and once when a query succeeds again, however
 * many requests arrive in between.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pgErrorCode } from './knex';

/** Node's socket errors that mean the database server cannot be reached. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
]);

/** PostgreSQL's SQLSTATEs for a server going away: shutting down, starting, crashed. */
const serverGoneCodes = new Set(['57P01', '57P02', '57P03']);

const connectionMessages = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
  /connection (?:is )?closed/i,
];

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = pgErrorCode(error);
  if (code !== undefined) {
    if (socketCodes.has(code) || serverGoneCodes.has(code) || code.startsWith('08')) return true;
  }
  if ((error as { name?: unknown }).name === 'KnexTimeoutError') return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message)))
    return true;
  // A connection attempt to several addresses fails as an AggregateError of each attempt.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((each) => isDatabaseUnreachable(each, depth + 1)))
    return true;
  return isDatabaseUnreachable((error as { cause?: unknown }).cause, depth + 1);
}

export interface DatabaseOutage {
  /** True while the last database contact failed for want of a connection. */
  readonly active: boolean;
  /**
   * Records an error if it is an outage's (the first one logs the outage's start); true when it
   * was, so the caller answers 503.
   */
  report(error: unknown): boolean;
  /**
   * For a request's error: true when it is an outage's. A connection error could also come from
   * another service the request called, so unless an outage is already known, the database is
   * asked (`probe`) before the error is taken for one.
   */
  confirm(error: unknown): Promise<boolean>;
  /** A query succeeded: an outage under way ends (logged with its length). */
  recovered(): void;
}

export function createDatabaseOutage(
  log: FastifyBaseLogger,
  probe: () => Promise<unknown>,
  now: () => Date = () => new Date(),
): DatabaseOutage {
  let since: Date | null = null;
  let refused = 0;
  const outage: DatabaseOutage = {
    get active() {
      return since !== null;
    },
    async confirm(error) {
      if (!isDatabaseUnreachable(error)) return false;
      if (since !== null) return outage.report(error);
      try {
        await probe();
        return false;
      } catch (probeError) {
        return outage.report(isDatabaseUnreachable(probeError) ? probeError : error);
      }
    },
    report(error) {
      if (!isDatabaseUnreachable(error)) return false;
      refused += 1;
      if (since === null) {
        since = now();
        log.error(
          { err: error },
          'database unreachable: answering 503 until a query succeeds again',
        );
      }
      return true;
    },
    recovered() {
      if (since === null) return;
      const seconds = (now().getTime() - since.getTime()) / 1000;
      log.info({ outageSeconds: seconds, refusedWhileDown: refused }, 'database reachable again');
      since = null;
      refused = 0;
    },
  };
  return outage;
}
