import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@site/api-client/http';
import type { NewsletterResponse } from '@site/contracts/api-types';
import { urlOf } from '@site/contracts/endpoints/define';
import { subscribe } from '@site/contracts/endpoints/newsletter';
import type { NewsletterRequest } from '@site/contracts/schemas/newsletter';

export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return sendJson<NewsletterResponse>('POST', urlOf(subscribe), request);
}

/** Subscribing changes nothing any page has fetched, so no query is invalidated. */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
