import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@site/contracts/admin';
import { adminChangePassword } from '@site/contracts/endpoints/admin';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

/** Changes the owner's password; every other session of his ends, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      adminSend('POST', urlOf(adminChangePassword), request),
  });
}
