import styled from 'styled-components';
import { boughtPackageName, type PackageInfo } from '@site/contracts/packages';
import { Card } from '../../../components/card';
import { FeatureList, PriceTag } from '@site/ui/pricing-card';
import { badgeStyles, eyebrowStyles } from '@site/ui/typography';
import { useSpecialsOffer } from '@site/ui/specials-offer';

/* The card's label (the eyebrow) and the offer's badge on one line above the package. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding-bottom: 1rem;
  margin-bottom: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.mobile} {
    padding-bottom: 0.625rem;
    margin-bottom: 0.75rem;
  }
`;

const Label = styled.p<{ $onDark?: boolean }>`
  ${eyebrowStyles}
  margin: 0;
`;

const DetailsLabel = styled(Label)`
  margin-bottom: 0.75rem;
`;

/* The site's badge: the eyebrow's letters on a gold pill, as on the pricing cards. */
const OfferBadge = styled.p`
  ${badgeStyles}
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
`;

/* The badge and the offer's last day beside it. */
const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const OfferEnds = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

/* The package's name at the pricing card's title size, its price below at the pricing card's. */
const Name = styled.h2`
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
  }
`;

const Price = styled(PriceTag)`
  margin: 0.25rem 0 0;
`;

/* The package, its sessions and its price: stacked on wide screens; on a phone the name and its
   sessions beside the price. */
const Package = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 1rem;

    ${Price} {
      margin: 0;
    }
  }
`;

/* The name his pages and emails give the package once bought, met here first. */
const Program = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

const Sessions = styled.p`
  margin: 0.25rem 0 0;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;

const Features = styled(FeatureList)`
  margin: 0 0 1rem;
`;

const Guarantee = styled.div`
  margin-top: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};

  h3 {
    margin: 0 0 0.35rem;
    font-size: ${({ theme }) => theme.type.h4};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0;
  }
`;

const SecurityBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 1.25rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="4"
        y="11"
        width="16"
        height="10"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const sessionsLine = (pack: PackageInfo) =>
  pack.sessionCredits === 1 ? '1 session' : `${pack.sessionCredits} sessions, booked one at a time`;

/**
 * What the visitor is buying: the package, its sessions and its price (was and now), under the
 * 'Order Summary' label and the offer's badge, with its last day when the owner set one; once that
 * day has passed, the price alone and no badge. What the package includes is `OrderDetails`.
 */
export function OrderSummary({ pack, className }: { pack: PackageInfo; className?: string }) {
  const offer = useSpecialsOffer();
  const special = offer.state !== 'ended';
  return (
    <Card aria-labelledby="order-summary" className={className}>
      <Top>
        <Label id="order-summary">Order Summary</Label>
        {special && (
          <Offer>
            <OfferBadge>Limited Time Offer</OfferBadge>
            {offer.endsText && <OfferEnds>{offer.endsText}</OfferEnds>}
          </Offer>
        )}
      </Top>
      <Package>
        <div>
          <Name>{pack.name}</Name>
          {boughtPackageName(pack.type) !== pack.name && (
            <Program>{boughtPackageName(pack.type)}</Program>
          )}
          <Sessions>{sessionsLine(pack)}</Sessions>
        </div>
        <Price pack={pack} struck={special} />
      </Package>
    </Card>
  );
}

/**
 * The rest of the order: the package's features, the satisfaction guarantee and how the card is
 * kept safe, under the summary (the checkout sets the two as one card).
 */
export function OrderDetails({ pack, className }: { pack: PackageInfo; className?: string }) {
  return (
    <Card aria-labelledby="order-details" className={className}>
      <DetailsLabel id="order-details">What’s Included</DetailsLabel>
      <Features features={pack.features} />
      <Guarantee>
        <h3>100% Satisfaction Guarantee</h3>
        <p>
          Love it or your money back. If you ask within 24 hours of booking, or if I find we are not
          aligned, you get a full refund right away.
        </p>
      </Guarantee>
      <SecurityBadges aria-label="Payment security">
        <li>
          <LockIcon />
          256-bit SSL encryption
        </li>
        <li>
          <LockIcon />
          Card payments processed by Stripe
        </li>
        <li>
          <LockIcon />
          Your card details never touch our servers
        </li>
      </SecurityBadges>
    </Card>
  );
}
