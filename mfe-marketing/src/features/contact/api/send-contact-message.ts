import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@site/api-client/http';
import type { ContactRequest, ContactResponse } from '@site/contracts/api-types';
import { sendContactMessage as endpoint } from '@site/contracts/endpoints/contact';
import { urlOf } from '@site/contracts/endpoints/define';

export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return sendJson<ContactResponse>('POST', urlOf(endpoint), request);
}

/** A sent message changes nothing any page has fetched, so no query is invalidated. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
