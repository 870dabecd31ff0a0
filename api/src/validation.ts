import type { AnyObjectSchema, InferType } from 'yup';
import { badRequest, messages } from './errors';

/**
 * Validates a payload with its shared contracts schema; a failure throws yup's ValidationError,
 * which the error handler answers as 400 { message, errors }.
 */
export function parseBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  const input = typeof body === 'object' && body !== null ? body : {};
  return schema.validate(input, { abortEarly: false, stripUnknown: true });
}

/** Route ids are positive integers that fit a Postgres integer column. */
export function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(messages.invalidBookingId);
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw badRequest(messages.invalidBookingId);
  return id;
}
