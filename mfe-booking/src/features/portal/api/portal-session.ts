import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, sendJson } from '@site/api-client/http';
import { signOutOfPortalRequest } from '@site/api-client/portal';
import { urlOf } from '@site/contracts/endpoints/define';
import {
  requestSignInCode,
  signInWithBookingLink,
  signInWithCode,
} from '@site/contracts/endpoints/portal';
import type {
  RequestCodeRequest,
  SignInWithBookingLinkRequest,
  SignInWithCodeRequest,
} from '@site/contracts/schemas/portal';
import { portalKeys } from './portal-keys';

/** POST /api/portal/sign-in/code: the answer is the same whether or not the address is known. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (body: RequestCodeRequest) =>
      sendJson<{ message: string }>('POST', urlOf(requestSignInCode), body),
  });
}

/** Signing in (with a code or a booking's link) or out: every portal query is read again after. */
function useSessionChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.resetQueries({ queryKey: portalKeys.all }),
  });
}

/** POST /api/portal/sign-in: the portal's session cookie is set on success (204). */
export function useSignInWithCode() {
  return useSessionChange((body: SignInWithCodeRequest) =>
    apiRequest('POST', urlOf(signInWithCode), body),
  );
}

/** POST /api/portal/sign-in/booking-link: a booking's keyed link opens its person's portal. */
export function useSignInWithBookingLink() {
  return useSessionChange((body: SignInWithBookingLinkRequest) =>
    apiRequest('POST', urlOf(signInWithBookingLink), body),
  );
}

/** POST /api/portal/sign-out. */
export function useSignOutOfPortal() {
  return useSessionChange(signOutOfPortalRequest);
}
