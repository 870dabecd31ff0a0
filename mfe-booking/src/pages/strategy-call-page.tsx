import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import styled from 'styled-components';
import { packages } from '@site/contracts/packages';
import {
  freeCallBookedState,
  freeCallDetailsNeededHint,
  freeCallScheduledMessage,
  paths,
  toPath,
} from '@site/contracts/routes';
import { freeCallFormatText } from '@site/contracts/sessions';
import { useQuery } from '@tanstack/react-query';
import {
  hoursSentence,
  hoursSummary,
  scheduleHoursText,
} from '@site/contracts/schedules/hours-text';
import { scheduleSessionMinutes } from '@site/contracts/schedules/schedule';
import { Button } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { toast } from '@site/ui/toast';
import { useFieldErrors, validateFields } from '@site/ui/form-kit';
import { createPaymentIntentSchema } from '@site/contracts/schemas/create-payment-intent';
import { BackLink } from '../components/back-link';
import { CoachByline } from '../components/coach-byline';
import { PageHeader } from '@site/ui/page-header';
import { Card, Facts, PageBody, TwoColumns } from '../components/card';
import { useBookFreeCall } from '../features/bookings/api/book-free-call';
import {
  bookingRulesQueryOptions,
  defaultBookingRules,
} from '../features/bookings/api/booking-rules';
import { DateSlotPicker } from '../components/slot-picker/date-slot-picker';
import { ChosenTimeLine } from '../features/bookings/components/chosen-time-line';
import { TimezoneSelect } from '../features/bookings/components/timezone-select';
import { useVisitorTimezone } from '../lib/visitor-timezone';
import { NameAndEmailFields } from '../components/form-field';
import { useDateSlots } from '../features/bookings/hooks/use-date-slots';
import { useMediaQuery } from '../lib/use-media-query';
import { apiErrorMessage, isApiStatus } from '../lib/api-error-message';

const Subtitle = styled.span`
  display: block;
  margin-top: 0.35rem;
  font-size: 0.55em;
  color: ${({ theme }) => theme.colors.goldLight};
`;

/* On a phone the lead keeps its facts (the hours, how far ahead) and drops its why and how, so a
   first row of the month's days stands in the first screen (360 × 800) under the full title. */
const NotOnPhones = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Promises = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding-left: 1.25rem;
`;

const Section = styled.div`
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const ConfirmHint = styled.p`
  margin: 0.5rem 0 0;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const ids = {
  dateHeading: 'strategy-call-date',
  timezone: 'strategy-call-timezone',
  timesHeading: 'strategy-call-times',
  name: 'strategy-call-name',
  email: 'strategy-call-email',
  confirmHint: 'strategy-call-confirm-hint',
};

/** The visitor's two fields, in the form's order. */
const detailIds = { name: ids.name, email: ids.email };

/** The site's phone widths (`theme.media.mobile`), as a media query the window answers. */
const mobileQuery = '(max-width: 767.98px)';

const failedFallback = 'Failed to schedule discovery call. Please try again.';

/** The labels' width of the call's facts. */
const factsLabelWidth = '6rem';

/**
 * /calendar/strategy-call: book the free 15-minute discovery call. The text and the coach's
 * calendar as of the moment the server rendered the page arrive in the first HTML; the browser's
 * clock takes over once the page runs, and the times (which depend on the visitor's zone and the
 * bookings) appear once a day is chosen.
 */
export function StrategyCallPage() {
  const { coachName } = useSiteSettings();
  const navigate = useNavigate();
  // The visitor's zone (his browser's, or the one he chose before); Cancun where it cannot be read.
  const { zone: timezone, choose: setTimezone } = useVisitorTimezone();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  // A booking made by a confirm whose scheduling failed, reused by the next try with the same details.
  const bookFreeCall = useBookFreeCall();

  // The owner's hours and horizon: prefetched with the page, so its first HTML states them.
  const rules = useQuery(bookingRulesQueryOptions()).data ?? defaultBookingRules;
  const hours = scheduleHoursText(rules.schedules.freeCall, scheduleSessionMinutes.freeCall);
  // The page is public and cached: the coach's schedules are asked for again in the browser, so a
  // change he has just saved is what the visitor chooses from.
  const choice = useDateSlots({ packageType: 'strategy-call', timezone, refreshRules: true });
  const { date, time: slot, setTime: setSlot } = choice;
  // A refused name or address is said at its field, which takes the focus: no toast repeats it.
  const fields = useFieldErrors(detailIds);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!date || !slot || !name.trim() || !email.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    // Checked here as the API checks it (an address must reach someone), before a booking is made.
    const checked = validateFields(createPaymentIntentSchema, {
      packageType: 'strategy-call',
      name,
      email,
    });
    if (checked.errors) {
      fields.refuse(checked.errors);
      return;
    }
    fields.clear();
    setPending(true);
    try {
      const bookingId = await bookFreeCall({
        name: name.trim(),
        email: email.trim(),
        scheduledAt: slot,
        timezone,
      });
      toast({ ...freeCallScheduledMessage, variant: 'success' });
      // The questionnaire's page opens on the call confirmed, its questions offered as optional.
      navigate(toPath(paths.questionnaireForBooking, { bookingId }), {
        state: freeCallBookedState,
      });
    } catch (error) {
      toast({
        title: 'Booking Failed',
        description: apiErrorMessage(error, failedFallback),
        variant: 'destructive',
      });
      if (isApiStatus(error, 409)) {
        setSlot(null);
        choice.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  // The visitor's details, once a time is chosen: right under the times on a phone (the call's
  // details card stands below the calendar there, and the form at its end was ~600 px from the
  // time just chosen), at the end of the call's details beside the calendar on a wider screen.
  const phone = useMediaQuery(mobileQuery);
  // A time chosen on a phone brings the form it opens into view (its fields stood below the
  // screen's edge, under the times, with nothing saying they were there).
  const information = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!slot || !phone) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    information.current?.scrollIntoView?.({
      block: 'nearest',
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [slot, phone]);
  // The confirm button waits for both details, and says so under it while it waits.
  const detailsMissing = !name || !email;
  // "Change" goes back to the times, on the one chosen (the keyboard's place in the grid).
  function backToTimes() {
    const grid = document.querySelector(`[aria-labelledby="${ids.timesHeading}"]`);
    const time =
      grid?.querySelector<HTMLElement>('button[aria-pressed="true"]') ??
      grid?.querySelector<HTMLElement>('button');
    time?.scrollIntoView?.({ block: 'center' });
    time?.focus({ preventScroll: true });
  }
  const yourInformation = slot && (
    <Section id="your-information" ref={information}>
      <form onSubmit={confirm} noValidate aria-labelledby="your-information-title">
        <h3 id="your-information-title">Your Information</h3>
        <ChosenTimeLine
          startsAt={slot}
          zone={timezone}
          label="Your discovery call"
          onChange={backToTimes}
        />
        <NameAndEmailFields
          ids={detailIds}
          name={name}
          email={email}
          onName={setName}
          onEmail={setEmail}
          errors={fields.errors}
        />
        <Button
          type="submit"
          style={{ width: '100%', marginTop: '1.25rem' }}
          disabled={detailsMissing || pending}
          aria-describedby={detailsMissing ? ids.confirmHint : undefined}
        >
          {pending ? 'Scheduling...' : 'Confirm Discovery Call'}
        </Button>
        {detailsMissing && (
          <ConfirmHint id={ids.confirmHint}>{freeCallDetailsNeededHint}</ConfirmHint>
        )}
      </form>
    </Section>
  );

  return (
    <Container>
      <PageMeta
        title={`Schedule Your Free Strategy Call | ${coachName}`}
        description={`Book a free 15-minute discovery call, available ${hoursSummary(hours)}.`}
      />
      <PageBody>
        <BackLink to={paths.consulting}>Back to Consulting</BackLink>
        <PageHeader
          eyebrow="15 minutes · video call"
          title={
            <>
              Schedule Your Free Strategy Call <Subtitle>with {coachName}</Subtitle>
            </>
          }
          lead={
            <p>
              <NotOnPhones>
                A free, 15-minute video call to see where you are and whether working together makes
                sense.{' '}
              </NotOnPhones>
              Calls are available {hoursSentence(hours)}, up to{' '}
              {rules.schedules.freeCall.horizonDays} days ahead
              <NotOnPhones>
                ; pick the time that suits you and see it in your own timezone
              </NotOnPhones>
              .
            </p>
          }
        />
        <TwoColumns>
          <Card aria-labelledby={ids.dateHeading}>
            <h2 id={ids.dateHeading}>Select Date &amp; Time</h2>
            <DateSlotPicker
              {...choice.picker}
              labelledBy={ids.dateHeading}
              zoneControl={
                <TimezoneSelect id={ids.timezone} value={timezone} onChange={setTimezone} />
              }
              timesHeadingId={ids.timesHeading}
              hint="Choose a weekday to see its available times."
              afterTimes={phone && yourInformation}
            />
          </Card>
          <Card aria-labelledby="call-details">
            <h2 id="call-details">Discovery Call Details</h2>
            <CoachByline note="Your host for the call" />
            <p>In fifteen focused minutes you will get:</p>
            <Promises>
              {packages['strategy-call'].features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Promises>
            <Facts $labelWidth={factsLabelWidth}>
              <dt>Duration:</dt>
              <dd>15 minutes</dd>
              <dt>Format:</dt>
              <dd>{freeCallFormatText}</dd>
            </Facts>
            {!phone && yourInformation}
          </Card>
        </TwoColumns>
      </PageBody>
    </Container>
  );
}
