import styled from 'styled-components';
import type { PaidPackageType } from '@site/contracts/packages';
import { packages } from '@site/contracts/packages';
import { Button } from '@site/ui/button';
import { FeatureList } from './feature-list';
import { PriceTag } from './price-tag';
import { useHydrated } from '@site/ui/use-hydrated';

/* Name, price, features and button sit on rows shared with the other cards (subgrid), so prices
   and buttons line up. The most popular card is marked by a gold ring drawn outside its border,
   which moves nothing inside it. */
const Article = styled.article<{ $popular: boolean }>`
  position: relative;
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
  row-gap: 0;
  padding: 2rem 1.5rem 1.5rem;
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $popular }) =>
    $popular
      ? `0 0 0 2px ${theme.colors.gold}, 0 10px 30px rgb(19 33 60 / 0.16)`
      : '0 10px 30px rgb(19 33 60 / 0.06)'};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h3};
    color: ${({ theme }) => theme.colors.navy};
  }

  button {
    align-self: end;
    width: 100%;
    margin-top: 1.5rem;
  }
`;

const Popular = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  margin: 0;
  padding: 0.25rem 1rem;
  transform: translate(-50%, -50%);
  border-radius: 999px;
  font-size: ${({ theme }) => theme.type.eyebrow};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
`;

/** One paid package on the pricing page, with its 'choose' button. */
export function PackageCard({
  type,
  onChoose,
  busy,
}: {
  type: PaidPackageType;
  onChoose: (type: PaidPackageType) => void;
  busy: boolean;
}) {
  const pack = packages[type];
  const titleId = `package-${type}`;
  const hydrated = useHydrated();
  return (
    <Article $popular={pack.mostPopular} aria-labelledby={titleId}>
      {pack.mostPopular && <Popular>Most Popular</Popular>}
      <h2 id={titleId}>{pack.name}</h2>
      <PriceTag pack={pack} />
      <FeatureList features={pack.features} />
      <Button
        type="button"
        $variant="primary"
        // Until the page is interactive a click could not do anything: the button waits for it.
        disabled={busy || !hydrated}
        aria-describedby={titleId}
        onClick={() => onChoose(type)}
      >
        Choose {pack.name}
      </Button>
    </Article>
  );
}
