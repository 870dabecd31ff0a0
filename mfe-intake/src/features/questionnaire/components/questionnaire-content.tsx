import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { bookingQueryOptions, bookingUrl } from '@site/api-client/bookings';
import { preloadRequest } from '@site/ui/preload-request';
import { useScreenQuery } from '@site/ui/screen-query';
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
  /** Signed in to his client portal: once submitted (or when it was already), the way on is back there. */
  signedIn?: boolean;
  /** The booking's summary card above the questions (not when the page confirms the call itself). */
  withSummary?: boolean;
}

/**
 * Everything under the hero. With a booking: its summary and the wizard, or the page's states
 * (loading, already completed, could not load; a booking not found is the page's). Without one: the wizard, asking name and email.
 * The booking belongs to one visitor, so it is only ever fetched by the browser: the first HTML
 * starts both requests (with the browser's cookies) while the page's scripts load.
 */
export function QuestionnaireContent({
  bookingId,
  accessKey,
  signedIn = false,
  withSummary = true,
}: QuestionnaireContentProps) {
  const withBooking = bookingId !== null;
  if (bookingId !== null) {
    preloadRequest(bookingUrl(bookingId, accessKey));
    preloadRequest(questionnaireStatusUrl(bookingId, accessKey));
  }
  // Booking and status are drawn as transitions (see useScreenQuery), the draft too.
  const booking = useScreenQuery({
    ...bookingQueryOptions(bookingId ?? 0, accessKey),
    enabled: withBooking,
  });
  const status = useScreenQuery({
    ...questionnaireStatusQueryOptions(bookingId ?? 0, accessKey),
    enabled: withBooking,
  });
  const draft = useDeferredValue(useDraft(bookingId));

  // A booking that cannot be found (or not with this access) is the page's own state
  // (`BookingNotFound`, drawn in place of the whole page); until the booking's answer is in, a
  // failed status waits for it.
  if (withBooking && booking.data === null) return null;
  if (withBooking && booking.isPending && !booking.isError)
    return <QuestionnaireSkeleton withSummary />;
  if (withBooking && (booking.isError || status.isError)) return <LoadErrorState />;
  if (bookingId !== null && status.data?.completed)
    return (
      <CompletedState
        completedAt={status.data.completedAt}
        bookingId={bookingId}
        accessKey={accessKey}
        signedIn={signedIn}
      />
    );
  if (draft === undefined || (withBooking && (booking.isPending || status.isPending)))
    return <QuestionnaireSkeleton withSummary={withBooking} />;

  return (
    <Stack>
      {booking.data && withSummary && (
        <BookingSummary booking={booking.data} accessKey={accessKey} />
      )}
      <QuestionnaireWizard
        key={bookingId ?? 'without-booking'}
        bookingId={bookingId}
        booking={booking.data ?? undefined}
        accessKey={accessKey}
        draft={draft}
        returnToPortal={signedIn && bookingId !== null}
      />
    </Stack>
  );
}
