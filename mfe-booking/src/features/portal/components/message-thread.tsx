import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  messageMaxLength,
  portalEmptyMessages,
  portalMessageComposerId,
  portalMessageThreadId,
  portalMessages,
} from '@site/contracts/client-portal';
import { threadMessageSchema } from '@site/contracts/schemas/portal';
import { formatDate, formatTime } from '@site/contracts/slots';
import { Button } from '@site/ui/button';
import { useFormKit } from '@site/ui/form-kit';
import { Confirmation, InlineMessage } from '../../../components/alert';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '../../../components/card';
import { FormAlert, FormField, TextArea } from '../../../components/form-field';
import {
  CancelButton,
  FormActions,
  FormOnDemand,
  type OnDemand,
} from '../../../components/form-on-demand';
import { LoadingStatus } from '../../../components/skeleton';
import { apiRefusal } from '../../../lib/api-error-message';
import { useSiteSettings } from '@site/ui/site-settings';
import { compactCard } from './quiet-actions';
import { portalThreadQueryOptions, usePostPortalMessage } from '../api/portal-thread';
import { ContactPageText } from '../../../components/contact-page-text';

const Thread = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;

  li {
    padding: 0.75rem 1rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    /* A message is prose written by a person: its lines run full, not balanced or evened out. */
    text-wrap: wrap;
  }

  li[data-author='coach'] {
    background: ${({ theme }) => theme.colors.ivory};
  }

  p {
    margin: 0 0 0.35rem;
    font-size: 0.875rem;
    font-weight: 700;
    white-space: normal;
  }
`;

/** An empty thread reads as a compact card: its title, its line, and the button at its foot. */
const ThreadCard = styled(Card)`
  &[data-empty] {
    ${compactCard}
  }
`;

const failed = 'Your message could not be sent. Please try again in a moment.';
const id = portalMessageThreadId;

/** The thread's heading, which the portal's section links point to. */
export const messageThreadTitleId = `${id}-title`;

/**
 * The message form's name on the page: a link to `#${messageComposerId}` (the Next card's, an
 * email's) opens the form and puts the focus in its text box, like the card's own button (the
 * focus brings it into view).
 */
export const messageComposerId = portalMessageComposerId;

/** Writing to the coach: one action, one name, wherever it is offered. */
export const writeToCoachAction = 'Write to Your Coach';
const ids = { body: `${id}-body` } as const;

/**
 * The thread with the coach: read always, written while a package's email support is open (the
 * form behind "Write to Your Coach", closed again once sent). The card keeps its own button, navy
 * on white, where a client looks for it, even while the Next card offers writing as the next step:
 * that card's link opens the same form.
 */
export function MessageThread({
  zone,
  readOnlyNote,
  lead,
}: {
  zone: string;
  /**
   * What the thread says while he can write, in place of the line of a package's thread (a free
   * call's client: what he may ask, and until when).
   */
  lead?: string | undefined;
  /**
   * What a read-only thread says in place of the API's reason (which speaks of packages): for a
   * visitor who has only booked the free call, where to write before or after it.
   */
  readOnlyNote?: string;
}) {
  const { coachName } = useSiteSettings();
  const query = useQuery(portalThreadQueryOptions());
  const post = usePostPortalMessage();
  const [body, setBody] = useState('');
  const form = useFormKit(ids);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent, panel: OnDemand) => {
    event.preventDefault();
    setSent(false);
    form.start();
    const request = form.fields.check(threadMessageSchema, { body });
    if (!request) return;
    post.mutate(request, {
      onSuccess: () => {
        setBody('');
        setSent(true);
        // The confirmation takes the focus, under the message sent: not the link that opened
        // the form from the Next card, far above.
        panel.close({ returnFocus: false });
      },
      onError: (cause) => form.refuseWith(apiRefusal(cause, failed)),
    });
  };

  // No message yet: the title, its line and the button under them, not a full card. (One component
  // either way, so the form on demand keeps its state when the first message arrives.)
  const empty = query.isSuccess && query.data.messages.length === 0;
  return (
    <ThreadCard aria-labelledby={messageThreadTitleId} data-empty={empty || undefined}>
      <h2 id={messageThreadTitleId}>Messages with Your Coach</h2>
      {query.isPending ? (
        <LoadingStatus>Loading messages...</LoadingStatus>
      ) : query.isError ? (
        <ErrorMessage role="alert">
          Your messages could not be loaded. Please try again in a moment.
        </ErrorMessage>
      ) : (
        <>
          {query.data.canWrite && lead !== undefined && <p>{lead}</p>}
          {query.data.messages.length === 0 ? (
            // Before the first message: what the thread is for while he can write; read-only,
            // the line under it says where to ask instead.
            query.data.canWrite && lead === undefined && <p>{portalEmptyMessages.messages}</p>
          ) : (
            <Thread aria-label="Messages">
              {query.data.messages.map((message) => (
                <li key={message.id} data-author={message.author}>
                  <p>
                    {message.author === 'coach' ? coachName : 'You'} ·{' '}
                    {formatDate(message.createdAt, zone)}, {formatTime(message.createdAt, zone)}
                  </p>
                  {message.body}
                </li>
              ))}
            </Thread>
          )}
          {sent && (
            <Confirmation>{portalMessages.messageSent(coachName || 'Your coach')}</Confirmation>
          )}
          {query.data.canWrite ? (
            <FormOnDemand opener={writeToCoachAction} openOn={messageComposerId}>
              {(panel) => (
                <form
                  onSubmit={(event) => onSubmit(event, panel)}
                  noValidate
                  aria-label="Your message to your coach"
                >
                  <FormField id={ids.body} label="Your message" error={form.fields.errors.body}>
                    {(control) => (
                      <TextArea
                        {...control}
                        value={body}
                        maxLength={messageMaxLength}
                        onChange={(event) => setBody(event.target.value)}
                      />
                    )}
                  </FormField>
                  <FormAlert failure={form.failure} alertRef={form.alertRef} />
                  <FormActions>
                    <Button type="submit" disabled={post.isPending}>
                      {post.isPending ? 'Sending...' : 'Send Message'}
                    </Button>
                    <CancelButton form={panel} disabled={post.isPending} />
                  </FormActions>
                </form>
              )}
            </FormOnDemand>
          ) : (
            <InlineMessage>
              <ContactPageText text={readOnlyNote ?? query.data.reason ?? ''} />
            </InlineMessage>
          )}
        </>
      )}
    </ThreadCard>
  );
}
