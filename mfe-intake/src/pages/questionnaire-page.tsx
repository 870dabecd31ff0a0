import { questionnaireTime } from '@site/contracts/questionnaire-steps';
import { useLocation, useParams, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { atLeastOneScreen, Container } from '@site/ui/container';
import { BylineCoachPicture } from '@site/ui/coach-picture';
import { PageHeader } from '@site/ui/page-header';
import { Eyebrow, KeepHyphenatedWords } from '@site/ui/typography';
import { PageMeta } from '@site/ui/page-meta';
import { useHttpStatus } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import { useClientTaskFrame } from '@site/ui/client-task-frame';
import { BookingNotFound } from '@site/ui/booking-not-found';
import { useScreenQuery } from '@site/ui/screen-query';
import { bookingQueryOptions } from '@site/api-client/bookings';
import { isFreeCallBookedState } from '@site/contracts/routes';
import { useHydrated } from '@site/ui/use-hydrated';
import { CallBooked } from '../features/questionnaire/components/call-booked';
import { questionnaireStatusQueryOptions } from '../features/questionnaire/api/get-questionnaire-status';
import { InvalidLinkState } from '../features/questionnaire/components/page-states';
import { QuestionnaireContent } from '../features/questionnaire/components/questionnaire-content';
import { questionsId } from '../features/questionnaire/components/questionnaire-wizard';

/**
 * Below 600 px the header is a compact band, so the step's title and its first question stand in
 * a phone's first screen: less room around the title (every page's title keeps one look), how
 * long it takes on one line, and the coach a line of text without his portrait.
 */
const narrowPhone = '@media (max-width: 599.98px)';

/** The time it takes: a line of its own under the title, in the header's gold. */
const Note = styled.p`
  && {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldLight};

    ${narrowPhone} {
      font-size: ${({ theme }) => theme.type.small};
    }
  }
`;

/** The coach's portrait beside his name: left out on a narrow phone. */
const Portrait = styled.span`
  display: contents;

  ${narrowPhone} {
    display: none;
  }
`;

/** How long the questionnaire takes, its "10–15" never broken at the hyphen on a phone. */
function CompletionTime() {
  return (
    <Note>
      <KeepHyphenatedWords>{`Expected completion time: ${questionnaireTime}`}</KeepHyphenatedWords>
    </Note>
  );
}

/** The coach who reads the answers: his picture and name, as on the booking pages' headers. */
const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  margin-top: 1.25rem;

  ${({ theme }) => theme.media.mobile} {
    margin-top: 0.75rem;
  }

  > span:last-child {
    display: grid;
    line-height: 1.35;
  }

  /* One line of text: his name, and who reads the answers beside it. */
  ${narrowPhone} {
    margin-top: 0.25rem;

    > span:last-child {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: 0.5rem;
      font-size: ${({ theme }) => theme.type.small};
    }
  }
  strong {
    color: ${({ theme }) => theme.colors.ivory};
  }
  small {
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

/**
 * The booking and the draft are read in the browser: the body stays a screen tall meanwhile. The
 * header's own margin sets its distance from the bar, as on every page that opens with it.
 */
const Body = styled(Container).attrs({ $maxWidth: '860px' })`
  padding-bottom: clamp(2rem, 6vw, 3.5rem);
  ${atLeastOneScreen}

  /* On a phone the first question comes into the first screen: the header keeps the title (in
     every page title's one style), how long it takes and the coach, without its eyebrow (the
     paragraph on saved answers is said in the questions' card too). */
  ${({ theme }) => theme.media.mobile} {
    header[data-page-header] {
      ${Eyebrow} {
        display: none;
      }
    }
  }

  ${narrowPhone} {
    header[data-page-header] {
      gap: 0.75rem;
      padding: 1rem 1.25rem;

      > div {
        gap: 0.5rem;
      }
    }
  }
`;

/** The header's paragraph: on a phone the questions' card says what matters of it. */
const Intro = styled.p`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** A state of one message in place of the whole page: the site's width, a screen tall. */
const MessagePage = styled(Container)`
  ${atLeastOneScreen}
`;

/** A booking id in a link is a positive whole number; anything else is a broken link. */
function parseBookingId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw)) return 'invalid';
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

/** The questions brought into view, the focus on their step's heading (where typing starts). */
function showQuestions() {
  const questions = document.getElementById(questionsId);
  questions?.scrollIntoView?.({ block: 'start' });
  questions?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

function InvalidLink() {
  useHttpStatus(404);
  return <InvalidLinkState />;
}

export function QuestionnairePage() {
  const { coachName } = useSiteSettings();
  const bookingId = parseBookingId(useParams().bookingId);
  const [searchParams] = useSearchParams();
  const accessKey = searchParams.get('key') || null;
  // Signed in to his portal, the questionnaire is one of his tasks: it draws his frame.
  const signedIn = useClientTaskFrame() !== null;
  // The booking (one cache entry with the content's): one this browser cannot read is the
  // site's one "Booking Not Found" state, without the questionnaire's hero above it.
  const booking = useScreenQuery({
    ...bookingQueryOptions(typeof bookingId === 'number' ? bookingId : 0, accessKey),
    enabled: typeof bookingId === 'number',
  });

  // Whether his answers are in already (one cache entry with the content's): the hero then says
  // so, instead of how long answering takes.
  const status = useScreenQuery({
    ...questionnaireStatusQueryOptions(typeof bookingId === 'number' ? bookingId : 0, accessKey),
    enabled: typeof bookingId === 'number',
  });
  const completed = status.data?.completed === true;
  // Just booked on the free call's page: the call is confirmed first, the questions offered as
  // optional. The history's state is the browser's only: read once the page is hydrated.
  const location = useLocation();
  const hydrated = useHydrated();
  const callJustBooked =
    hydrated &&
    isFreeCallBookedState(location.state) &&
    booking.data?.packageType === 'strategy-call' &&
    status.data?.completed === false;

  if (typeof bookingId === 'number' && booking.data === null)
    return (
      <>
        <PageMeta
          title={`Booking Not Found | ${coachName}`}
          description="This booking could not be found."
          noindex
        />
        <MessagePage>
          <BookingNotFound bookingId={bookingId} accessKey={accessKey} />
        </MessagePage>
      </>
    );

  return (
    <>
      <PageMeta
        // A broken link's tab says so, as its panel does.
        title={`${bookingId === 'invalid' ? 'Invalid Link' : 'Pre-Session Questionnaire'} | ${coachName}`}
        description={`Prepare for your consciousness discovery session. Expected completion time: ${questionnaireTime}.`}
        noindex
      />
      <Body>
        {callJustBooked && booking.data && (
          <CallBooked booking={booking.data} accessKey={accessKey} onStart={showQuestions} />
        )}
        <PageHeader
          // A task's band, as the signed-in portal's: the questions start higher on every screen.
          compact
          eyebrow="Before we meet"
          title="CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE"
          lead={
            <>
              {completed ? (
                <p>Your answers are in: there is nothing more to do here before we meet.</p>
              ) : (
                <>
                  <CompletionTime />
                  <Intro>
                    These questions are how I get to know you before we meet. Answer from the gut
                    rather than the head, and take your time: your answers are saved in this browser
                    as you go, so you can come back and finish later.
                  </Intro>
                </>
              )}
              <Byline>
                <Portrait>
                  <BylineCoachPicture width={52} />
                </Portrait>
                <span>
                  <strong>{coachName}</strong>
                  <small>Your coach reads every answer</small>
                </span>
              </Byline>
            </>
          }
        />

        {bookingId === 'invalid' ? (
          <InvalidLink />
        ) : (
          <QuestionnaireContent
            bookingId={bookingId}
            accessKey={accessKey}
            signedIn={signedIn}
            // The call's confirmation above says what and when: no second card of it here.
            withSummary={!callJustBooked}
          />
        )}
      </Body>
    </>
  );
}
