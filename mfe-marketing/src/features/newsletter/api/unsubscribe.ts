import { useMutation } from '@tanstack/react-query';
import { ApiError, sendJson } from '@site/api-client/http';
import type {
  NewsletterUnsubscribeRequest,
  NewsletterUnsubscribeResponse,
} from '@site/contracts/api-types';
import { urlOf } from '@site/contracts/endpoints/define';
import { unsubscribe as endpoint } from '@site/contracts/endpoints/newsletter';

export type UnsubscribeOutcome = NewsletterUnsubscribeResponse['status'] | 'invalid';

/** Posts the emailed token once; a token nobody holds (404) is the page's "invalid link" state. */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const request: NewsletterUnsubscribeRequest = { token };
  try {
    const response = await sendJson<NewsletterUnsubscribeResponse>(
      'POST',
      urlOf(endpoint),
      request,
    );
    return response.status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'invalid';
    throw error;
  }
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
