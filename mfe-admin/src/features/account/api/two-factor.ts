import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type TwoFactorEnrolment,
  type TwoFactorRecoveryCodes,
} from '@site/contracts/admin';
import { adminSend } from '../../../lib/admin-http';
import { sessionQueryKey } from '../../../lib/session';

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => adminSend<TwoFactorEnrolment>('POST', adminPaths.twoFactor),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      adminSend<TwoFactorRecoveryCodes>('POST', adminPaths.twoFactorConfirm, { code }),
    // The session (twoFactorEnabled) is read again only when the owner leaves the recovery
    // codes: reading it now would re-render the screen before he has seen them.
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminSend('DELETE', adminPaths.twoFactor, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
