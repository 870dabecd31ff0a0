import { ApiError } from '@site/api-client/http';

/** The JSON body of a failed call (every API error is JSON, wrapped as '{status}: {body}'). */
export function apiErrorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // a proxy's page: its text means nothing to the owner
  }
}

/** The server's `message` for a failed call, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** Field messages of a 400 (`errors: { field: message }`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const errors = apiErrorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
