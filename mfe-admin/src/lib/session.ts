import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client/http';
import { adminPaths, type OwnerSession, type SignInRequest } from '@site/contracts/admin';
import { paths } from '@site/contracts/routes';
import { apiErrorBody, isApiStatus } from './api-error';
import { adminSend } from './admin-http';

export const sessionQueryKey = ['admin', 'session'] as const;

/** The signed-in owner, or null when nobody is signed in (the API answers 401). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<OwnerSession | null> => {
      try {
        const response = await apiRequest('GET', adminPaths.session);
        return (await response.json()) as OwnerSession;
      } catch (error) {
        if (isApiStatus(error, 401)) return null;
        throw error;
      }
    },
  });
}

/** Signs in; a 401 asking for the second factor is told apart from a wrong password. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest) => {
      const response = await apiRequest('POST', adminPaths.session, request);
      return (await response.json()) as OwnerSession;
    },
    onSuccess: (session) => {
      // Nothing of an earlier owner session survives a new sign-in.
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}

export function needsCode(error: unknown): boolean {
  return isApiStatus(error, 401) && apiErrorBody(error)?.codeRequired === true;
}

/** Forgets everything the back office loaded, and who was signed in. */
export function forgetOwner(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.removeQueries({
    queryKey: ['admin'],
    predicate: (query) => query.queryKey[1] !== 'session',
  });
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Signs out this browser (`everywhere`: every session of the owner, on every device). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      adminSend('DELETE', everywhere ? adminPaths.sessions : adminPaths.session),
    onSuccess: () => forgetOwner(queryClient),
  });
}

/** The sign-in page's address, coming back to `next` (a back-office path) after. */
export function signInPath(next: string): string {
  return `${paths.adminSignIn}?next=${encodeURIComponent(next)}`;
}

/**
 * Where to go after signing in: a back-office path only (never another site, never the sign-in
 * page itself), else Today.
 */
export function safeNext(raw: string | null): string {
  if (!raw || raw.startsWith('//') || raw.includes('\\')) return paths.adminToday;
  if (!/^\/admin(?:[/?#]|$)/.test(raw)) return paths.adminToday;
  if (raw.startsWith(paths.adminSignIn)) return paths.adminToday;
  return raw;
}
