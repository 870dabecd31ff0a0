import { useParams, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { atLeastOneScreen, Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useHttpStatus } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import { useClientTaskFrame } from '@site/ui/client-task-frame';
import { InvalidLinkState } from '../features/questionnaire/components/page-states';
import { QuestionnaireContent } from '../features/questionnaire/components/questionnaire-content';

const Hero = styled.header`
  padding-block: clamp(3rem, 8vw, 5rem);
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ theme }) => theme.colors.navy};
  text-align: center;

  h1 {
    margin: 0 auto;
    max-width: 24ch;
    color: ${({ theme }) => theme.colors.ivory};
  }
`;

const Note = styled.p`
  margin: 1rem 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldLight};
`;

const Lead = styled.p`
  margin: 1.25rem auto 0;
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

/** The booking and the draft are read in the browser: the body stays a screen tall meanwhile. */
const Body = styled(Container).attrs({ $maxWidth: '860px' })`
  padding-block: clamp(2rem, 6vw, 3.5rem);
  ${atLeastOneScreen}
`;

/** A booking id in a link is a positive whole number; anything else is a broken link. */
function parseBookingId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw)) return 'invalid';
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
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

  return (
    <>
      <PageMeta
        // A broken link's tab says so, as its panel does.
        title={`${bookingId === 'invalid' ? 'Invalid Link' : 'Pre-Session Questionnaire'} | ${coachName}`}
        description="Prepare for your consciousness discovery session. Expected completion time: 10-15 minutes."
        noindex
      />
      <Hero>
        <Container>
          <h1>CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE</h1>
          <Note>Expected completion time: 10-15 minutes</Note>
          <Lead>
            These questions are how I get to know you before we meet. Answer from the gut rather
            than the head, and take your time: your answers are saved in this browser as you go, so
            you can come back and finish later.
          </Lead>
        </Container>
      </Hero>
      <Body>
        {bookingId === 'invalid' ? (
          <InvalidLink />
        ) : (
          <QuestionnaireContent bookingId={bookingId} accessKey={accessKey} signedIn={signedIn} />
        )}
      </Body>
    </>
  );
}
