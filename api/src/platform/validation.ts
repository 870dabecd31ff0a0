import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { maxDatabaseInteger } from '@site/contracts/endpoints/params';
import { badRequest, HttpError } from './errors';

export { maxDatabaseInteger };
/** Any text field, whatever its own limit: longer strings are refused before validation. */
export const maxTextLength = 20_000;
/** Any list field, whatever its own limit: longer lists are refused before validation. */
export const maxArrayLength = 1000;
/** JSON bodies nested deeper than this are refused before they are parsed. */
export const maxJsonDepth = 16;

export const inputMessages = {
  notAnObject: 'The request body must be a JSON object.',
  tooDeep: 'The request body is nested too deeply.',
  nulCharacter: 'This text contains an invalid character. Please remove it and try again.',
} as const;

/** A 400 naming each field that was refused before the schema ran. */
export class InvalidFieldsError extends HttpError {
  constructor(readonly errors: Record<string, string>) {
    super(400, Object.values(errors)[0] ?? 'Invalid request');
    this.name = 'InvalidFieldsError';
  }
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it (so a
 * body of 60,000 nested arrays costs one pass, not a stack overflow). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeMessages = new WeakMap<Schema, string>();

/**
 * The message a field gives for a value of the wrong type: the message it gives for an empty
 * value (its required or type message), else a sentence naming the field.
 */
export function fieldMessage(key: string, field: Schema): string {
  const cached = typeMessages.get(field);
  if (cached !== undefined) return cached;
  let message = `${humanize(key)} must be ${field.type === 'number' ? 'a number' : 'text'}.`;
  try {
    field.validateSync(field.type === 'number' ? Number.NaN : '');
  } catch (error) {
    const first = (error as { errors?: unknown }).errors;
    if (Array.isArray(first) && typeof first[0] === 'string') message = first[0];
  }
  typeMessages.set(field, message);
  return message;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A number or numeric text that fits an integer column (fractions are left to the schema). */
function acceptableNumber(value: unknown): boolean {
  if (value === '') return true; // an empty form field: the schema decides
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= maxDatabaseInteger;
}

/** The longest value a text field's schema itself allows (`.max(n)`), or 0 without one. */
function declaredMax(field: Schema): number {
  const test = field.describe().tests.find((candidate) => candidate.name === 'max');
  const max = (test?.params as { max?: unknown } | undefined)?.max;
  return typeof max === 'number' ? max : 0;
}

/** Why one field's raw value cannot even be validated, or null. */
function rawValueProblem(key: string, field: Schema, value: unknown): string | null {
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string' || value.length > Math.max(maxTextLength, declaredMax(field)))
        return fieldMessage(key, field);
      return value.includes('\u0000') ? inputMessages.nulCharacter : null;
    case 'number':
      return acceptableNumber(value) ? null : fieldMessage(key, field);
    case 'boolean':
      return typeof value === 'boolean' ? null : fieldMessage(key, field);
    case 'array':
      // Bounded here; text items are checked like text fields, other items by the schema.
      if (!Array.isArray(value) || value.length > maxArrayLength) return fieldMessage(key, field);
      for (const item of value as unknown[]) {
        if (typeof item !== 'string') continue;
        if (item.length > maxTextLength) return fieldMessage(key, field);
        if (item.includes('\u0000')) return inputMessages.nulCharacter;
      }
      return null;
    default:
      return typeof value === 'object' ? fieldMessage(key, field) : null;
  }
}

/**
 * Validates a request part (body, path parameters or query) with its schema from the endpoint
 * table; the routes never call it themselves (see `src/platform/endpoints.ts`). Before the schema sees anything, the body
 * must be a plain JSON object; only the schema's own fields are read (never inherited or
 * built-in names like `constructor`); a null field counts as absent; each field of the wrong
 * type, too long, or holding a NUL character is refused with that field's message. A failure
 * of the schema throws yup's ValidationError: both answer 400 { message, errors }.
 */
export async function validateInput<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  const source: Record<string, unknown> =
    body === undefined || body === null ? {} : (body as never);
  if (!isPlainObject(source)) throw badRequest(inputMessages.notAnObject);
  const input: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    if (value === null || value === undefined) continue;
    const problem = rawValueProblem(key, field, value);
    if (problem === null) input[key] = value;
    else errors[key] = problem;
  }
  if (Object.keys(errors).length === 0)
    return schema.validate(input, { abortEarly: false, stripUnknown: true });
  // Report the other fields' problems too, in the schema's order, as one 400.
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      if (inner.path) errors[inner.path] ??= inner.errors[0] ?? inner.message;
    }
  }
  const ordered = Object.fromEntries(
    Object.keys(schema.fields)
      .filter((key) => errors[key] !== undefined)
      .map((key) => [key, errors[key] as string]),
  );
  throw new InvalidFieldsError(ordered);
}
