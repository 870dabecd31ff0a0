import { useState } from 'react';
import { calendarMessages, type CalendarFeedAddress } from '@site/contracts/calendar';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import {
  Actions,
  ExternalLink,
  FormField,
  Input,
  Muted,
  Section,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { feedStatusQueryOptions, useCreateFeed, useRevokeFeed } from '../api/calendar';
import { useQuery } from '@tanstack/react-query';

/** The new address, shown this once: copy it, or open it in the calendar app. */
function NewAddress({ address }: { address: CalendarFeedAddress }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(address.webcalUrl);
      setCopied(true);
    } catch {
      toast({
        title: 'The address could not be copied.',
        description: 'Select it in the box and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return (
    <div role="status" style={{ display: 'grid', gap: '0.75rem' }}>
      <p style={{ margin: 0 }}>{calendarMessages.feedCreated}</p>
      <FormField id="calendar-feed-address" label="Your calendar feed address">
        {(control) => (
          <Input
            {...control}
            readOnly
            value={address.webcalUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </FormField>
      <Actions>
        <SmallButton type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy Address'}
        </SmallButton>
        <ExternalLink href={address.webcalUrl}>Open in your calendar app</ExternalLink>
      </Actions>
      <Muted>
        Google Calendar: Other calendars → From URL, and paste the address (with https:// in place
        of webcal:// if it asks). Apple Calendar: File → New Calendar Subscription. Outlook: Add
        calendar → Subscribe from web.
      </Muted>
    </div>
  );
}

/**
 * The private address of the coach's bookings as a calendar feed: made here, shown once (only
 * its fingerprint is kept), revoked or replaced at any time.
 */
export function FeedPanel() {
  const { timezone: zone } = useOwnerSession();
  const status = useQuery(feedStatusQueryOptions());
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const live = status.data?.createdAt ?? null;

  function makeNew() {
    create.mutate(undefined, {
      onSuccess: (made) => setAddress(made),
      onError: (error) =>
        toast({
          title: 'No new address was made.',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  function stop() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast({ title: calendarMessages.feedRevoked, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'The address was not revoked.',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Section aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">Your calendar app</h2>
      <p>
        Subscribe your calendar app (Google, Apple or Outlook) to a private address: it shows your
        sessions and free calls with the client’s name, the package and the link to join, and
        follows every change. Anyone with the address can read it: keep it to yourself.
      </p>
      {status.isError ? (
        <Muted role="alert">
          {apiErrorMessage(status.error, 'Whether you have an address could not be read.')}
        </Muted>
      ) : status.isPending ? (
        <Muted role="status">Loading…</Muted>
      ) : (
        <div style={{ display: 'grid', gap: '1rem' }}>
          {address ? (
            <NewAddress address={address} />
          ) : (
            <Muted>
              {live === null
                ? 'No address yet.'
                : `Your address was made on ${formatDateTime(live, zone)}. For your privacy it is not shown again: make a new one if you need it.`}
            </Muted>
          )}
          <Actions>
            {live === null ? (
              <SmallButton type="button" disabled={create.isPending} onClick={makeNew}>
                Make My Calendar Address
              </SmallButton>
            ) : (
              <>
                <ConfirmAction
                  label="Revoke & regenerate"
                  confirmLabel="Make a New Address"
                  consequence="The current address stops at once: calendar apps using it get nothing more until you give them the new one."
                  pending={create.isPending}
                  onConfirm={makeNew}
                />
                <ConfirmAction
                  label="Revoke"
                  confirmLabel="Revoke the address"
                  consequence="Calendar apps using the address get nothing more. Your bookings are not touched."
                  pending={revoke.isPending}
                  onConfirm={stop}
                />
              </>
            )}
          </Actions>
        </div>
      )}
    </Section>
  );
}
