import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@site/api-client/http';
import type { NewsletterResponse } from '@site/contracts/api-types';
import type { NewsletterRequest } from '@site/contracts/schemas/newsletter';

/** The newsletter's query key; a subscription invalidates everything under it. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
};

export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return sendJson<NewsletterResponse>('POST', '/api/newsletter', request);
}

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
