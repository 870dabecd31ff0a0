import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendJson } from '@site/api-client/http';
import { portalKeys } from '@site/api-client/portal';
import type { QuestionnaireRequest, QuestionnaireResponse } from '@site/contracts/api-types';
import { urlOf } from '@site/contracts/endpoints/define';
import { submitQuestionnaire as endpoint } from '@site/contracts/endpoints/questionnaire';
import { questionnaireStatusKeys } from './get-questionnaire-status';

export interface SubmitQuestionnaireInput {
  request: QuestionnaireRequest;
  accessKey: string | null;
}

/** POST /api/consultation-questionnaire, with the booking's key when the page has one. */
export function submitQuestionnaire({
  request,
  accessKey,
}: SubmitQuestionnaireInput): Promise<QuestionnaireResponse> {
  return sendJson<QuestionnaireResponse>('POST', urlOf(endpoint, {}, { key: accessKey }), request);
}

export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaire,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireStatusKeys.all }),
        // His portal says whether the questionnaire is still ahead (its next step, its package
        // card), and he goes straight back to it: read it again now, even while no page shows
        // it, and only then move on, so it never greets him with the questionnaire just sent.
        queryClient.invalidateQueries({ queryKey: portalKeys.all, refetchType: 'all' }),
      ]),
  });
}

/**
 * The API's own explanation of a refused request (`{ message }` in a 4xx answer), written for the
 * visitor. Server failures and lost connections have none: the caller shows its own fallback.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.message.slice(`${error.status}: `.length);
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return body.trim() || undefined;
  }
}
