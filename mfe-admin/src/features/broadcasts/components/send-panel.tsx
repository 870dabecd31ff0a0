import { useState, type FormEvent } from 'react';
import { broadcastMessages } from '@site/contracts/endpoints/broadcasts';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import {
  Actions,
  FieldError,
  FieldLabel,
  Input,
  Muted,
  Section,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { subscriberCount } from '@site/contracts/admin';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { useScreenQuery } from '@site/ui/screen-query';
import { broadcastPreviewQueryOptions } from '../api/preview-broadcast';
import { useSendBroadcast, useUnscheduleBroadcast } from '../api/send-broadcast';
import { useSendTest } from '../api/send-test';
import type { BroadcastDetail } from '../api/types';
import { zoneTimeNameInParentheses } from '@site/contracts/timezones';

/**
 * Test, then send: a test to the owner's own address; send now (publishing the post in the same
 * step when it is not live yet); or schedule for a time in the owner's zone.
 */
export function SendPanel({ broadcast }: { broadcast: BroadcastDetail }) {
  const { timezone } = useOwnerSession();
  const test = useSendTest(broadcast.id);
  const send = useSendBroadcast(broadcast.id);
  const unschedule = useUnscheduleBroadcast(broadcast.id);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const unpublished = broadcast.source === 'post' && broadcast.postPublished === false;
  // The preview (the same query the Preview section shows) says what blocks sending and how many
  // subscribers a send would reach now.
  const preview = useScreenQuery(broadcastPreviewQueryOptions(broadcast.id, broadcast.updatedAt));
  const blocked = preview.data?.warning ?? null;
  const audience = preview.data ? subscriberCount(preview.data.recipients) : null;
  const reach = audience && `${audience} will receive it.`;

  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: apiErrorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });

  const sendNow = () =>
    send.mutate(
      { when: 'now', scheduledFor: '', publishPost: unpublished },
      {
        onSuccess: (sent) =>
          toast({
            title: unpublished ? 'Post published and sending' : 'Sending',
            description: `${subscriberCount(sent.counts.recipients)} will receive it.`,
            variant: 'success',
          }),
        onError: failed('Not sent'),
      },
    );

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!at) {
      setAtError(broadcastMessages.scheduledForRequired);
      return;
    }
    setAtError(null);
    send.mutate(
      { when: 'later', scheduledFor: at, publishPost: false },
      {
        onSuccess: (scheduled) =>
          toast({
            title: 'Scheduled',
            description: `It goes out ${formatDateTime(scheduled.scheduledAt!, timezone)}.`,
            variant: 'success',
          }),
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (fields.scheduledFor) setAtError(fields.scheduledFor);
          else failed('Not scheduled')(error);
        },
      },
    );
  };

  return (
    <Section aria-labelledby="broadcast-send">
      <h2 id="broadcast-send">Send</h2>
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <div>
          <SmallButton
            type="button"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: ({ sentTo }) =>
                  toast({ title: 'Test sent', description: `To ${sentTo}.`, variant: 'success' }),
                onError: failed('Test not sent'),
              })
            }
          >
            {test.isPending ? 'Sending the Test…' : 'Send a Test to Me'}
          </SmallButton>
        </div>

        <div>
          {broadcast.status === 'scheduled' ? (
            <Actions>
              <Muted>
                Scheduled for {formatDateTime(broadcast.scheduledAt!, timezone)}{' '}
                {zoneTimeNameInParentheses(timezone)}.
              </Muted>
              <SmallButton
                type="button"
                disabled={unschedule.isPending}
                onClick={() =>
                  unschedule.mutate(undefined, {
                    onSuccess: () => toast({ title: 'Back to draft', variant: 'success' }),
                    onError: failed('Still scheduled'),
                  })
                }
              >
                Unschedule
              </SmallButton>
            </Actions>
          ) : null}
          <ConfirmAction
            label={
              unpublished ? 'Publish the Post and Email It Now' : 'Send Now to Every Subscriber'
            }
            confirmLabel={unpublished ? 'Publish and Email Now' : 'Send Now'}
            pending={send.isPending}
            disabled={blocked !== null}
            reasonId={blocked !== null || reach ? 'broadcast-send-now-note' : undefined}
            consequence={
              unpublished
                ? `The post goes live on the blog and ${audience ? `${audience} will receive` : 'every active subscriber receives'} this email, in one step. This cannot be undone.`
                : `${audience ? `${audience} will receive` : 'Every active subscriber receives'} this email. This cannot be undone.`
            }
            onConfirm={sendNow}
          />
          {blocked !== null ? (
            <Muted id="broadcast-send-now-note">{blocked}</Muted>
          ) : (
            reach && <Muted id="broadcast-send-now-note">{reach}</Muted>
          )}
        </div>

        <form noValidate onSubmit={schedule}>
          <FieldLabel htmlFor="broadcast-send-at">
            Or send at, your time {zoneTimeNameInParentheses(timezone)}
          </FieldLabel>
          <Actions>
            <Input
              id="broadcast-send-at"
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              disabled={unpublished}
              aria-invalid={atError ? true : undefined}
              aria-describedby={atError ? 'broadcast-send-at-error' : undefined}
              style={{ maxWidth: '16rem' }}
            />
            <Button type="submit" disabled={send.isPending || unpublished}>
              Schedule
            </Button>
          </Actions>
          {unpublished && <Muted>{broadcastMessages.scheduleUnpublished}</Muted>}
          {atError && <FieldError id="broadcast-send-at-error">{atError}</FieldError>}
        </form>
      </div>
    </Section>
  );
}
