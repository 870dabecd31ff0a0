import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnrolment, TwoFactorRecoveryCodes } from '@site/contracts/admin';
import {
  adminConfirmTwoFactor,
  adminStartTwoFactor,
  adminTurnOffTwoFactor,
} from '@site/contracts/endpoints/admin';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { sessionQueryKey } from '../../../lib/session';

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => adminSend<TwoFactorEnrolment>('POST', urlOf(adminStartTwoFactor)),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      adminSend<TwoFactorRecoveryCodes>('POST', urlOf(adminConfirmTwoFactor), { code }),
    // The session (twoFactorEnabled) is read again only when the owner leaves the recovery
    // codes: reading it now would re-render the screen before he has seen them.
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminSend('DELETE', urlOf(adminTurnOffTwoFactor), { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
