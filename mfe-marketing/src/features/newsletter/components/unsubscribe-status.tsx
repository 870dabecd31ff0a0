import { useEffect, useRef } from 'react';
import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { useSiteSettings } from '@site/ui/site-settings';
import { useUnsubscribe } from '../api/unsubscribe';

const Panel = styled.section`
  max-width: 40rem;
  min-height: 12rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.navy};
  }
  a {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

/**
 * Unsubscribes the token from the e-mailed link once, when the page opens in the browser, and
 * says what happened: unsubscribed, already unsubscribed, or a link that matches no subscription.
 */
export function UnsubscribeStatus({ token }: { token: string | null }) {
  const { coachName } = useSiteSettings();
  const { mutate, data, isError, isPending } = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (token === null || data === 'invalid') {
    return (
      <Panel aria-live="polite">
        <h2>This unsubscribe link is not valid</h2>
        <p>
          The link may be incomplete, or it belongs to an earlier subscription. Please open the most
          recent e-mail you received and use its unsubscribe link, or write to me through the{' '}
          <Link to={paths.connect}>contact page</Link> and I will remove you myself.
        </p>
      </Panel>
    );
  }
  if (isError) {
    return (
      <Panel role="alert">
        <h2>Something went wrong</h2>
        <p>
          I could not confirm your unsubscribe just now. Please reload this page in a moment; the
          link keeps working.
        </p>
      </Panel>
    );
  }
  if (data === 'unsubscribed') {
    return (
      <Panel aria-live="polite">
        <h2>You have been unsubscribed</h2>
        <p>
          You will not receive any more newsletter e-mails from me. Thank you for the time you spent
          reading; you are welcome back whenever you like.
        </p>
        <p>
          <Link to={paths.blog}>The blog</Link> stays open to you, {coachName} included.
        </p>
      </Panel>
    );
  }
  if (data === 'already-unsubscribed') {
    return (
      <Panel aria-live="polite">
        <h2>You are already unsubscribed</h2>
        <p>
          This address was already removed from my newsletter, so nothing has changed and you will
          not hear from me again unless you subscribe anew.
        </p>
      </Panel>
    );
  }
  return (
    <Panel aria-busy={isPending || data === undefined} aria-live="polite">
      <h2>Unsubscribing…</h2>
      <p>One moment while I remove your address from the newsletter.</p>
    </Panel>
  );
}
