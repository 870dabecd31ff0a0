import { Suspense, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClientRecord } from '@site/contracts/endpoints/admin-clients';
import type { ClientGrant } from '@site/contracts/endpoints/client-actions';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { clientActionMessages, maxCreditsAtOnce } from '@site/contracts/client-actions';
import { paidPackageTypes, type PaidPackageType } from '@site/contracts/packages';
import { addCreditsSchema, givePackageSchema } from '@site/contracts/schemas/client-actions';
import { Button } from '@site/ui/button';
import { useFormKit, type FormAlertProps } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import {
  CancelButton,
  FormOnDemand,
  PrimaryFormOnDemand,
  type OnDemand,
} from '../../../components/form-on-demand';
import { ErrorState } from '../../../components/states';
import {
  Actions,
  FormAlert,
  FormField,
  Input,
  Muted,
  PairedButton,
  Select,
} from '../../../components/ui';
import { apiRefusal } from '../../../lib/api-error';
import { formatDateTime, formatListDate, packageName } from '../../../lib/format';
import styled from 'styled-components';
import { useOwnerSession } from '../../../lib/owner-session';
import { packageTitles } from '../lib/package-title';
import {
  clientGrantsQueryOptions,
  useAddCredits,
  useGivePackage,
  useRefreshClient,
} from '../api/client-actions';
import { ReasonField } from './reason-field';

/** The booking a session is booked under, as the client's record holds it. */
export type ClientBooking = PortalPackage['booking'];

/**
 * The form that books a session under one of the client's packages, given by the page (it belongs
 * to the bookings' screens): `onDone` is called once it is booked or the form is closed.
 */
export type BookSessionSlot = (booking: ClientBooking, onDone: () => void) => ReactNode;

const formStyle = { display: 'grid', gap: '0.75rem', maxWidth: '32rem' } as const;

/**
 * Book a Session, opened in place at the page's head: on a card of its own (the surface, a
 * hairline border, rounded corners), set apart from the facts around it.
 */
const InlineFormCard = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 32rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  > h3 {
    margin: 0;
  }
`;

const tryAgain = 'Please try again in a moment.';

/** Paid packages still open, which credits and sessions can go to. */
function openPackages(record: ClientRecord): ClientBooking[] {
  return record.packages
    .map((pkg) => pkg.booking)
    .filter((booking) => booking.packageType !== 'strategy-call' && booking.status === 'paid');
}

/** Open packages with a session left to book. */
function bookablePackages(record: ClientRecord): ClientBooking[] {
  return openPackages(record).filter((booking) => booking.canSchedule);
}

const nothingToBook = 'No sessions left to book. Add credits or give a package first.';
const nothingOpen = 'No paid package is open to add credits to.';

/**
 * A package as a form's choice, short enough for a phone's select: its name and what is left
 * ("10-Session Package · 9 left"); its day bought too only where the client has another of its
 * kind to tell it from ("5-Session Package · bought Mar 2 · 2 left").
 */
function useBookingLabel(record: ClientRecord): (booking: ClientBooking) => string {
  const { timezone } = useOwnerSession();
  return (booking) => {
    const name = packageName(booking.packageType);
    const ofItsKind = record.packages.filter(
      (one) => one.booking.packageType === booking.packageType,
    );
    const bought = record.packages.find((one) => one.booking.id === booking.id)?.purchasedAt;
    const day =
      ofItsKind.length > 1 && bought ? ` · bought ${formatListDate(bought, timezone)}` : '';
    return `${name}${day} · ${booking.sessionsRemaining} left`;
  };
}

function BookSession({
  record,
  slot,
  onDemand,
}: {
  record: ClientRecord;
  slot: BookSessionSlot;
  onDemand: OnDemand;
}) {
  const refresh = useRefreshClient();
  const bookable = bookablePackages(record);
  const [chosen, setChosen] = useState<number | ''>('');
  const [open, setOpen] = useState(false);
  const booking = bookable.find((one) => one.id === chosen) ?? bookable[0];
  const bookingLabel = useBookingLabel(record);
  if (bookable.length === 0)
    return (
      <Actions>
        <Muted>{nothingToBook}</Muted>
        <CancelButton form={onDemand} />
      </Actions>
    );
  return (
    <InlineFormCard>
      <h3>Book a session for {record.name || 'the client'}</h3>
      <FormField id="client-book-package" label="Package to book under">
        {(control) => (
          <Select
            {...control}
            value={booking?.id ?? ''}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              setOpen(false);
            }}
          >
            {bookable.map((one) => (
              <option key={one.id} value={one.id}>
                {bookingLabel(one)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {!open ? (
        <Actions>
          <Button type="button" onClick={() => setOpen(true)}>
            Choose a Time
          </Button>
          <CancelButton form={onDemand} />
        </Actions>
      ) : (
        booking && (
          <Suspense fallback={<Muted role="status">Loading the open times…</Muted>}>
            {slot(booking, () => {
              setOpen(false);
              void refresh();
              onDemand.close();
            })}
          </Suspense>
        )
      )}
    </InlineFormCard>
  );
}

/**
 * A gift to the client (credits, a package): its heading, its failure, its own fields, the
 * reason every gift carries, and its button, laid out alike for each.
 */
function GrantForm({
  headingId,
  heading,
  intro,
  submitLabel,
  pending,
  onSubmit,
  form,
  reason,
  onDemand,
  children,
}: {
  headingId: string;
  heading: string;
  intro?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  form: FormAlertProps & { fields: { errors: { reason?: string } } };
  reason: { id: string; value: string; onChange: (reason: string) => void };
  onDemand: OnDemand;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} style={formStyle}>
      <h3 id={headingId}>{heading}</h3>
      {intro && <Muted>{intro}</Muted>}
      <FormAlert failure={form.failure} alertRef={form.alertRef} />
      {children}
      <ReasonField {...reason} error={form.fields.errors.reason} />
      <Actions>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        <CancelButton form={onDemand} disabled={pending} />
      </Actions>
    </form>
  );
}

const creditsIds = {
  bookingId: 'credits-package',
  credits: 'credits-count',
  reason: 'credits-reason',
} as const;

function AddCredits({ record, onDemand }: { record: ClientRecord; onDemand: OnDemand }) {
  const add = useAddCredits(record.id);
  const packages = openPackages(record);
  const [bookingId, setBookingId] = useState<number | ''>('');
  const [credits, setCredits] = useState('1');
  const [reason, setReason] = useState('');
  const form = useFormKit(creditsIds);
  const { fields } = form;
  const chosen = bookingId === '' ? (packages[0]?.id ?? '') : bookingId;
  const bookingLabel = useBookingLabel(record);
  if (packages.length === 0)
    return (
      <Actions>
        <Muted>{nothingOpen}</Muted>
        <CancelButton form={onDemand} />
      </Actions>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const request = fields.check(addCreditsSchema, { bookingId: chosen, credits, reason });
    if (!request) return;
    add.mutate(request, {
      onSuccess: () => {
        setReason('');
        setCredits('1');
        onDemand.close();
        toast({
          title: clientActionMessages.creditsAdded(request.credits),
          variant: 'success',
        });
      },
      onError: (cause) => form.refuseWith(apiRefusal(cause, tryAgain)),
    });
  };
  return (
    <GrantForm
      headingId="client-add-credits"
      heading="Add credits"
      submitLabel="Add Credits"
      pending={add.isPending}
      onSubmit={submit}
      form={form}
      reason={{ id: creditsIds.reason, value: reason, onChange: setReason }}
      onDemand={onDemand}
    >
      <FormField id={creditsIds.bookingId} label="Package" error={fields.errors.bookingId}>
        {(control) => (
          <Select
            {...control}
            value={chosen}
            onChange={(event) => setBookingId(Number(event.target.value))}
          >
            {packages.map((one) => (
              <option key={one.id} value={one.id}>
                {bookingLabel(one)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={creditsIds.credits}
        label="Sessions to add"
        hint={`1 to ${maxCreditsAtOnce}.`}
        error={fields.errors.credits}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxCreditsAtOnce}
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
          />
        )}
      </FormField>
    </GrantForm>
  );
}

const giveIds = { packageType: 'give-package-type', reason: 'give-package-reason' } as const;

function GivePackage({ record, onDemand }: { record: ClientRecord; onDemand: OnDemand }) {
  const give = useGivePackage(record.id);
  const [packageType, setPackageType] = useState<PaidPackageType>('single');
  const [reason, setReason] = useState('');
  const form = useFormKit(giveIds);
  const { fields } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const request = fields.check(givePackageSchema, { packageType, reason });
    if (!request) return;
    give.mutate(request, {
      onSuccess: () => {
        setReason('');
        onDemand.close();
        toast({ title: clientActionMessages.packageGiven, variant: 'success' });
      },
      onError: (cause) => form.refuseWith(apiRefusal(cause, tryAgain)),
    });
  };
  return (
    <GrantForm
      headingId="client-give-package"
      heading="Give a package"
      intro={`A paid package at no charge, marked complimentary. ${record.name || 'The client'} gets the usual email with the link to book its sessions.`}
      submitLabel="Give Package"
      pending={give.isPending}
      onSubmit={submit}
      form={form}
      reason={{ id: giveIds.reason, value: reason, onChange: setReason }}
      onDemand={onDemand}
    >
      <FormField id={giveIds.packageType} label="Package" error={fields.errors.packageType}>
        {(control) => (
          <Select
            {...control}
            value={packageType}
            onChange={(event) => setPackageType(event.target.value as PaidPackageType)}
          >
            {paidPackageTypes.map((type) => (
              <option key={type} value={type}>
                {packageName(type)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </GrantForm>
  );
}

function grantText(grant: ClientGrant, titles: Map<number, string>): string {
  const pkg = titles.get(grant.bookingId) ?? packageName(grant.packageType);
  return grant.kind === 'credits'
    ? `${grant.credits} ${grant.credits === 1 ? 'credit' : 'credits'} added to ${pkg}`
    : // Its title already says it was given, and when.
      pkg;
}

function Grants({ record, zone }: { record: ClientRecord; zone: string }) {
  const grants = useQuery(clientGrantsQueryOptions(record.id));
  const titles = packageTitles(record.packages, zone);
  if (grants.isPending) return <Muted role="status">Loading what you gave…</Muted>;
  if (grants.isError)
    return (
      <ErrorState
        title="What you gave could not be loaded."
        error={grants.error}
        onRetry={() => void grants.refetch()}
      />
    );
  if (grants.data.length === 0) return <Muted>Nothing given yet.</Muted>;
  return (
    <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
      {grants.data.map((grant) => (
        <li key={grant.id} style={{ overflowWrap: 'anywhere' }}>
          <strong>{grantText(grant, titles)}</strong> · {formatDateTime(grant.createdAt, zone)}
          <br />
          Reason: {grant.reason}
        </li>
      ))}
    </ol>
  );
}

/**
 * The Packages tab's two gifts, each opened from a link to its id too: the client's head offers
 * them where Book a Session stands when he has no session left to book.
 */
export const giftFormIds = { credits: 'client-add-credits', package: 'client-give-package' };

/**
 * The client's page's one primary action: book a session for him (the bookings' own form, from a
 * package with credits left), opened in its place. Without such a package, the way to one: Give
 * a Package (gold) and, while a paid package is open, Add Credits, each opening the Packages
 * tab's own form in one press (`showGifts` shows that tab).
 */
export function BookSessionAction({
  record,
  bookSession,
  showGifts,
}: {
  record: ClientRecord;
  bookSession?: BookSessionSlot;
  showGifts?: () => void;
}) {
  if (!bookSession) return null;
  // The page stays where it is: the form takes the focus, no jump to an anchor.
  const showGiftsHere = (event: MouseEvent) => {
    event.preventDefault();
    showGifts?.();
  };
  if (bookablePackages(record).length === 0)
    return (
      <Actions style={{ columnGap: '0.75rem' }}>
        <Button as="a" href={`#${giftFormIds.package}`} onClick={showGiftsHere}>
          Give a Package
        </Button>
        {openPackages(record).length > 0 && (
          <PairedButton as="a" href={`#${giftFormIds.credits}`} onClick={showGiftsHere}>
            Add Credits
          </PairedButton>
        )}
      </Actions>
    );
  return (
    <PrimaryFormOnDemand opener="Book a Session">
      {(form) => <BookSession record={record} slot={bookSession} onDemand={form} />}
    </PrimaryFormOnDemand>
  );
}

/**
 * What the coach gives a client beside his packages: credits to one of them, or a package; each
 * with its reason, listed below under "Given by you".
 */
export function PackageGifts({ record, zone }: { record: ClientRecord; zone: string }) {
  return (
    <>
      <Actions style={{ columnGap: '0.75rem', marginBlock: '1rem' }}>
        {openPackages(record).length === 0 ? (
          <Muted style={{ flexBasis: '100%' }}>{nothingOpen}</Muted>
        ) : (
          <FormOnDemand opener="Add Credits" openOn={giftFormIds.credits}>
            {(form) => <AddCredits record={record} onDemand={form} />}
          </FormOnDemand>
        )}
        <FormOnDemand opener="Give a Package" openOn={giftFormIds.package}>
          {(form) => <GivePackage record={record} onDemand={form} />}
        </FormOnDemand>
      </Actions>
      <h3 id="client-given">Given by you</h3>
      <Grants record={record} zone={zone} />
    </>
  );
}
