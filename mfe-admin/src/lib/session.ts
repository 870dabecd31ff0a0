import { queryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client/http';
import { adminApiBase, type OwnerSession, type SignInRequest } from '@site/contracts/admin';
import {
  adminSession,
  adminSignIn,
  adminSignOut,
  adminSignOutEverywhere,
} from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { paths } from '@site/contracts/routes';
import { apiErrorBody, isApiStatus } from './api-error';
import { adminSend } from './admin-http';

export const sessionQueryKey = queryKeyOf(adminSession);

/**
 * A query holding the owner's data: keyed by an `/api/admin/` endpoint (`queryKeyOf`), or under
 * `'admin'`. Who is signed in is not one of them: it is replaced, not forgotten.
 */
export function isBackOfficeQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [first] = query.queryKey;
  if (first === sessionQueryKey[0]) return false;
  return first === 'admin' || (typeof first === 'string' && first.startsWith(`${adminApiBase}/`));
}

/** Who is signed in: the address the frame's first HTML also starts the request for. */
export const sessionUrl = urlOf(adminSession);

/** The signed-in owner, or null when nobody is signed in (the API answers 401). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<OwnerSession | null> => {
      try {
        const response = await apiRequest('GET', sessionUrl);
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
      const response = await apiRequest('POST', urlOf(adminSignIn), request);
      return (await response.json()) as OwnerSession;
    },
    onSuccess: (session) => {
      // Nothing of an earlier owner session survives a new sign-in.
      queryClient.removeQueries({ predicate: isBackOfficeQuery });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}

export function needsCode(error: unknown): boolean {
  return isApiStatus(error, 401) && apiErrorBody(error)?.codeRequired === true;
}

/** Forgets everything the back office loaded, and who was signed in. */
export function forgetOwner(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.removeQueries({ predicate: isBackOfficeQuery });
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Signs out this browser (`everywhere`: every session of the owner, on every device). */
/** This page has just signed the owner out: the sign-in form says so once (a fresh visit never). */
let signedOutHere = false;

/** Whether the owner was just signed out in this page (read by the sign-in form it leads to). */
export const justSignedOut = () => signedOutHere;

/** Said once: the sign-in form has shown it. */
export const forgetSignedOut = () => {
  signedOutHere = false;
};

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      adminSend('DELETE', urlOf(everywhere ? adminSignOutEverywhere : adminSignOut)),
    onSuccess: () => {
      signedOutHere = true;
      forgetOwner(queryClient);
    },
  });
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
