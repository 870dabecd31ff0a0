import styled from 'styled-components';
import { Link } from '@site/ui/router';
import { packages, paidPackageTypes, withPackage } from '@site/contracts/packages';
import { anchors, discoveryCallPath, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import {
  PricingCard,
  pricingCardRows,
  pricingColumns,
  pricingGridStyles,
  titleIdOf,
} from '@site/ui/pricing-card';
import { useSpecialsOffer } from '@site/ui/specials-offer';
import { Band, Centered, Eyebrow, Inner, Lead, SectionTitle } from '../../../components/layout';

const Guarantee = styled.p`
  margin: 2rem auto 0;
  max-width: 40rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 600;
  }
`;

const PricingGrid = styled(CardGrid)`
  ${pricingGridStyles}
`;

/**
 * The three paid packages (the section the checkout's back link returns to), each card's button
 * choosing its own package: to its checkout, which sends the visitor on to the payment set-up
 * page when card payments are off. Their original prices stand struck through while the specials
 * hold, as on the specials page; once the end the owner set has passed, the prices alone.
 */
export function PackagesSection() {
  const struck = useSpecialsOffer().state !== 'ended';
  return (
    <Band id={anchors.packages} $tone="surface" aria-labelledby="packages-title">
      <Inner>
        <Centered>
          <Eyebrow>Consulting packages</Eyebrow>
          <SectionTitle id="packages-title">Choose How Deep You Want to Go</SectionTitle>
          <Lead>
            One session for a breakthrough on a single question, five for a real transformation, ten
            for a complete re-alignment of how you live and lead. Every session is one to one, by
            video or audio.
          </Lead>
        </Centered>
        <PricingGrid
          as="ul"
          $count={paidPackageTypes.length}
          $columns={pricingColumns}
          $rows={pricingCardRows}
          $maxCardWidth="34rem"
          $widenLastRow
        >
          {paidPackageTypes.map((type) => {
            const pack = packages[type];
            return (
              <li key={type}>
                <PricingCard
                  pack={pack}
                  struck={struck}
                  action={
                    <ButtonLink
                      to={withPackage(paths.checkout, type)}
                      aria-describedby={titleIdOf(pack)}
                    >
                      Choose {pack.name}
                    </ButtonLink>
                  }
                />
              </li>
            );
          })}
        </PricingGrid>
        <Guarantee>
          Every package carries the same promise: 100% guarantee, love it or your money back. Not
          sure which is right?{' '}
          <Link to={discoveryCallPath}>Start with the free discovery call</Link>, or see the
          packages side by side on the <Link to={paths.specials}>limited time specials</Link>.
        </Guarantee>
      </Inner>
    </Band>
  );
}
