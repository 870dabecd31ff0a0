import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@site/api-client/http';
import type { ContactRequest, ContactResponse } from '@site/contracts/api-types';

/** The contact query key; a sent message invalidates everything under it. */
export const contactKeys = {
  all: ['contact'] as const,
};

export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return sendJson<ContactResponse>('POST', '/api/contact', request);
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
