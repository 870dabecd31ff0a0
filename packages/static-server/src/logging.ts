/**
 * The logger options of every front-end server (the shell's and each remote's), so no log line
 * carries a secret on any path: URLs and free text go through the site's one redaction
 * (`@site/contracts/log-redaction`), and cookies, authorization and the render route's shared
 * secret are never written.
 */
import type { FastifyRequest } from 'fastify';
import { redactText, redactUrl, redactedValue } from '@site/contracts/log-redaction';
import { fragmentSecretHeader } from '@site/contracts/rendering';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Every string of a log call's own fields, however deep, with secret query values replaced. */
export function redactLogFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactLogFields(item, depth + 1));
  if (!isPlainObject(value)) return value; // errors and requests: their serializers below
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactLogFields(item, depth + 1)]),
  );
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: SerializedError;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) {
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  }
  const serialized: SerializedError = {
    type: error.name ?? 'Error',
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  const { code } = error as { code?: unknown };
  if (code !== undefined) serialized.code = code;
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

const secretHeaders = ['cookie', 'authorization', fragmentSecretHeader];

/** Fastify's `logger` option for a front-end server. */
export function siteLoggerOptions(level = 'info') {
  return {
    level,
    redact: {
      paths: [
        ...secretHeaders.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
        'res.headers["set-cookie"]',
      ],
      censor: redactedValue,
    },
    hooks: {
      // The message of a log call (Fastify logs an error's own message) is free text too.
      logMethod(this: unknown, args: unknown[], method: (...parameters: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        );
      },
    },
    formatters: {
      log: (fields: Record<string, unknown>) => redactLogFields(fields) as Record<string, unknown>,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.socket?.remoteAddress,
        };
      },
      err: (error: unknown) => serializeError(error),
    },
  };
}
