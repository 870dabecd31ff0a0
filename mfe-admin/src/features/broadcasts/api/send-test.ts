import { useMutation } from '@tanstack/react-query';
import { testBroadcast } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

/** The message once to the owner's own address. */
export function useSendTest(id: number) {
  return useMutation({
    mutationFn: () => adminSend<{ sentTo: string }>('POST', urlOf(testBroadcast, { id })),
  });
}
