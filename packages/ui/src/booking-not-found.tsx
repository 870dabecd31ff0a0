import { portalLinkFor } from '@site/contracts/client-portal';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from './button';
import { StatePanel } from './state-panel';

/**
 * A client's task page (scheduling, the questionnaire) whose booking this browser cannot read:
 * none by that number, or a link without its key opened in another browser. One state for every
 * such page: "Booking Not Found", where to look, and his way on, his client portal first (the
 * address he paid with signs him in; with the link's key, the portal's link signs him in at
 * once), then a message to the coach. The page names its tab itself.
 */
export function BookingNotFound({
  bookingId,
  accessKey = null,
}: {
  /** The booking the address names, when it names one. */
  bookingId?: number;
  accessKey?: string | null;
}) {
  // Without the link's key, this browser's access cookie cannot open the booking either (or the
  // booking would have been found): the portal's sign-in.
  const portal =
    bookingId === undefined || !accessKey ? paths.portal : portalLinkFor(bookingId, accessKey);
  return (
    <StatePanel
      title="Booking Not Found"
      actions={
        <>
          <ButtonLink to={portal}>Open Your Client Portal</ButtonLink>
          <ButtonLink to={paths.connect} $variant="outline">
            Write to Me
          </ButtonLink>
        </>
      }
    >
      <p>
        We couldn’t find your consultation booking. Please check your payment confirmation email.
      </p>
      <p>Your client portal opens with the address you booked with.</p>
    </StatePanel>
  );
}
