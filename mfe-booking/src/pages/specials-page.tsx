import { pageDescriptions } from '@site/contracts/page-descriptions';
import { useState } from 'react';
import { useNavigate } from '@site/ui/router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { consultingServiceJsonLd } from '@site/contracts/json-ld';
import {
  packages,
  paidPackageTypes,
  withPackage,
  type PaidPackageType,
} from '@site/contracts/packages';
import { discoveryCallPath, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import { ClosingPanel, closingPanelWidth } from '@site/ui/closing-panel';
import { Container } from '@site/ui/container';
import { pricingCardRows, pricingColumns, pricingGridStyles } from '@site/ui/pricing-card';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { leadStyles } from '@site/ui/typography';
import { SecondaryButtonLink } from '../components/secondary-button';
import { paymentsStatusQueryOptions } from '../features/payments/api/payments-status';
import { PageHero } from '@site/ui/page-hero';
import { GuaranteeBadge } from '../features/packages/components/guarantee-badge';
import { PackageCard } from '../features/packages/components/package-card';
import { useSpecialsOffer } from '@site/ui/specials-offer';
import { PackageComparison, savingOf } from '../features/packages/components/package-comparison';

/* The site's one card grid, the pricing cards' columns: one a row on phones and tablets, three from a desktop,
   their rows shared; a section's space under the hero (room for the 'Most Popular' badge above
   its card), a shorter step to the closing panel. */
const Grid = styled(CardGrid)`
  margin-block: ${({ theme }) => theme.sectionSpace} 2.5rem;
  ${pricingGridStyles}
`;

/* The specials' last day, over the introduction in the eyebrow's gold. */
const OfferEnds = styled.p`
  && {
    margin-bottom: 0.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/* The guarantee's panel, then the page's last word a shorter step below it. */
const AfterPurchase = styled(ClosingPanel)`
  margin-bottom: clamp(2rem, 5vw, 3rem);
`;

/* The way out for a visitor still deciding: on the page's ground under the navy panel, centred
   at the panel's width, its two actions side by side (stacked on a narrow phone). */
const StillDeciding = styled.section`
  max-width: ${closingPanelWidth};
  margin: 0 auto clamp(3rem, 8vw, 5rem);
  text-align: center;

  h2 {
    margin: 0 0 0.75rem;
  }
`;

/* Its line at the lead's size, as under a section's title. */
const DecidingLead = styled.p<{ $onDark?: boolean }>`
  ${leadStyles}
  margin: 0 auto 1.5rem;
`;

const DecidingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

/** The largest saving of the three, as the hero states it ("up to 43% off"). */
const maxSavingPercent = Math.max(
  ...paidPackageTypes.map((type) => savingOf(packages[type]).percent),
);

const specialsDescription = pageDescriptions[paths.specials];

/**
 * The three paid packages. Choosing one asks the API whether card payments are activated and goes
 * to checkout, or to the payment setup page when they are not (or the API cannot say). Nothing is
 * created for a visitor who only looks: the booking and its payment start at checkout, on submit.
 */
export function SpecialsPage() {
  const settings = useSiteSettings();
  const { coachName, stripePublishableKey } = settings;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<PaidPackageType | null>(null);
  // Once the owner's end date has passed, the prices stand alone: nothing struck through, no
  // saving or limited-time claim, in the page's title and heading too.
  const offer = useSpecialsOffer();
  const special = offer.state !== 'ended';

  async function choose(type: PaidPackageType) {
    setChoosing(type);
    try {
      const status = await queryClient.fetchQuery(paymentsStatusQueryOptions());
      const ready = status.cardPaymentsEnabled && stripePublishableKey !== '';
      navigate(withPackage(ready ? paths.checkout : paths.stripeSetup, type));
    } catch (error) {
      console.error('Could not check whether card payments are activated', error);
      navigate(withPackage(paths.stripeSetup, type));
    } finally {
      setChoosing(null);
    }
  }

  // The place to buy, not a second consulting page (which says who the work is for and how it
  // runs): a short band without the consulting drawing, the packages in the first screen, then
  // their numbers side by side (what the special saves, what a session comes to).
  return (
    <>
      <PageMeta
        title={
          special
            ? `Consulting Packages | Limited Time Specials | ${coachName}`
            : `Consulting Packages | ${coachName}`
        }
        description={specialsDescription}
        jsonLd={[consultingServiceJsonLd(settings, specialsDescription)]}
      />
      <PageHero
        layout="compact"
        eyebrow={special ? 'Consulting packages' : 'One-to-one work'}
        title={special ? 'LIMITED TIME SPECIALS' : 'CONSULTING PACKAGES'}
        actions={<GuaranteeBadge />}
      >
        {offer.endsText && <OfferEnds>{offer.endsText}</OfferEnds>}
        {special ? (
          <p>
            The same one-to-one work, at a price I will not keep offering for long: up to{' '}
            {maxSavingPercent}% off while the special lasts.
          </p>
        ) : (
          <p>
            The same one-to-one work in three sizes: the more sessions, the less each one costs.
          </p>
        )}
      </PageHero>
      <Container>
        <Grid
          $count={paidPackageTypes.length}
          $columns={pricingColumns}
          $rows={pricingCardRows}
          $widenLastRow
        >
          {paidPackageTypes.map((type) => (
            <PackageCard
              key={type}
              type={type}
              onChoose={choose}
              busy={choosing !== null}
              struck={special}
            />
          ))}
        </Grid>
        <PackageComparison special={special} />
        <AfterPurchase aria-labelledby="after-purchase">
          <h2 id="after-purchase">After You Purchase</h2>
          <p>
            Before we begin, I personally look at whether we are the right fit. I only work with
            people I am confident I can help, because your time and your trust matter more to me
            than a sale.
          </p>
          <p>
            If I do not believe we are aligned, I will tell you plainly and refund you immediately,
            in full. No forms to argue with, no waiting. That is what love it or your money back
            means to me.
          </p>
        </AfterPurchase>
        <StillDeciding aria-labelledby="still-deciding">
          <h2 id="still-deciding">Not Sure Which Package Fits?</h2>
          <DecidingLead>
            Tell me where you are, and I will tell you honestly which one I would choose in your
            place, even if it is the smallest. Fifteen free minutes on a call, or a message if you
            would rather write.
          </DecidingLead>
          <DecidingActions>
            <ButtonLink to={discoveryCallPath}>Book a Free Discovery Call</ButtonLink>
            <SecondaryButtonLink to={paths.connect}>Send a Message</SecondaryButtonLink>
          </DecidingActions>
        </StillDeciding>
      </Container>
    </>
  );
}
