import { ApiError } from '@site/api-client/http';

/**
 * The sentence to show for a failed call: the server's `message` when it sent one (every API error
 * is JSON `{ message }`, wrapped by the fetch helper as '{status}: {body}'), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.message.slice(error.message.indexOf(':') + 1).trim();
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        if (typeof message === 'string' && message.trim()) return message;
      }
    } catch {
      // Not JSON: a proxy or gateway page, whose text means nothing to a visitor.
    }
    return fallback;
  }
  return fallback;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
