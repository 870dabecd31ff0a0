import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { bookingQueryOptions, bookingUrl } from '@site/api-client/bookings';
import { preloadRequest } from '@site/ui/preload-request';
import {
  questionnaireStatusQueryOptions,
  questionnaireStatusUrl,
} from '../api/get-questionnaire-status';
import { BookingSummary } from './booking-summary';
import { CompletedState, LoadErrorState, QuestionnaireSkeleton } from './page-states';
import { QuestionnaireWizard } from './questionnaire-wizard';
import { useDraft } from './use-draft';

const Stack = styled.div`
  display: grid;
  gap: 2rem;
`;

interface QuestionnaireContentProps {
  bookingId: number | null;
  accessKey: string | null;
}

/**
 * Everything under the hero. With a booking: its summary and the wizard, or the page's states
 * (loading, already completed, could not load). Without one: the wizard, asking name and email.
 * The booking belongs to one visitor, so it is only ever fetched by the browser: the first HTML
 * starts both requests (with the browser's cookies) while the page's scripts load.
 */
export function QuestionnaireContent({ bookingId, accessKey }: QuestionnaireContentProps) {
  const withBooking = bookingId !== null;
  if (bookingId !== null) {
    preloadRequest(bookingUrl(bookingId, accessKey));
    preloadRequest(questionnaireStatusUrl(bookingId, accessKey));
  }
  const booking = useQuery({
    ...bookingQueryOptions(bookingId ?? 0, accessKey),
    enabled: withBooking,
  });
  const status = useQuery({
    ...questionnaireStatusQueryOptions(bookingId ?? 0, accessKey),
    enabled: withBooking,
  });
  const draft = useDraft(bookingId);
  // The form is drawn as a transition once the answers are in, in short slices a tap can
  // interrupt, not in one long task the moment the last answer arrives.
  const shown = {
    booking: useDeferredValue(booking.data),
    status: useDeferredValue(status.data),
    draft: useDeferredValue(draft),
  };

  // A booking that cannot be found (or not with this access) cannot be answered for either.
  if (withBooking && (booking.isError || status.isError || booking.data === null))
    return <LoadErrorState />;
  if (withBooking && status.data?.completed)
    return <CompletedState completedAt={status.data.completedAt} />;
  if (
    shown.draft === undefined ||
    (withBooking && (shown.booking === undefined || shown.status === undefined))
  )
    return <QuestionnaireSkeleton withSummary={withBooking} />;

  return (
    <Stack>
      {shown.booking && <BookingSummary booking={shown.booking} accessKey={accessKey} />}
      <QuestionnaireWizard
        key={bookingId ?? 'without-booking'}
        bookingId={bookingId}
        booking={shown.booking ?? undefined}
        accessKey={accessKey}
        draft={shown.draft}
      />
    </Stack>
  );
}
