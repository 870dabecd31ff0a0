import type { FormEvent } from 'react';
import { Button } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { useHydrated } from '@site/ui/use-hydrated';
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
  width: 100%;

  /* The card's title at the card-title size, under the page's title. */
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }
  a {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

const Actions = styled.form`
  margin-top: 1.5rem;
`;

/**
 * The page an unsubscribe link opens. Opening it changes nothing (mail scanners and link previews
 * open every link in a message): it asks, and its button posts the token once. Then it says what
 * happened: unsubscribed, already unsubscribed, or a link that matches no subscription.
 */
export function UnsubscribeStatus({ token }: { token: string | null }) {
  const { coachName } = useSiteSettings();
  const hydrated = useHydrated();
  const { mutate, data, isError, isPending } = useUnsubscribe();

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token !== null && !isPending) mutate(token);
  };
  const button = (label: string) => (
    <Actions onSubmit={confirm}>
      <Button type="submit" disabled={!hydrated || isPending} aria-busy={isPending}>
        {isPending ? 'Unsubscribing…' : label}
      </Button>
    </Actions>
  );

  if (token === null || data === 'invalid') {
    return (
      <Panel aria-live="polite">
        <h2>This unsubscribe link is not valid</h2>
        <p>
          The link may be incomplete, or it belongs to an earlier subscription. Please open the most
          recent email you received and use its unsubscribe link, or write to me through the{' '}
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
          I could not confirm your unsubscribe just now. Please try again in a moment; the link
          keeps working.
        </p>
        {button('Try Again')}
      </Panel>
    );
  }
  if (data === 'unsubscribed') {
    return (
      <Panel aria-live="polite">
        <h2>You have been unsubscribed</h2>
        <p>
          You will not receive any more newsletter emails from me. Thank you for the time you spent
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
    <Panel aria-live="polite">
      <h2>Leave the Newsletter?</h2>
      <p>
        Confirm below and you will receive no more newsletter emails from me. You are welcome to
        subscribe again whenever you like.
      </p>
      {button('Unsubscribe')}
    </Panel>
  );
}
