import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { gridBreakpoints, tabletEnd } from './card-grid';
import { formatUsd } from '@site/contracts/money';
import type { PackageInfo } from '@site/contracts/packages';
import { KeepHyphenatedWords, badgeStyles } from './typography';
import { VisuallyHidden } from './visually-hidden';

/** The rows a pricing card lays out (title, price, features, action): `CardGrid $rows`. */
export const pricingCardRows = 4;

/**
 * The pricing cards' columns on both pricing pages: one a row on phones and tablets, all three side
 * by side from a desktop, the most popular in the middle, so it stays the one that stands out.
 */
export const pricingColumns = { phone: 1, tablet: 1, desktop: 3 } as const;

/* The most popular card is marked by a gold ring drawn outside its border and a badge sitting on
   its top edge, neither of which moves anything inside it: every card's title, price and button
   stay level with the others'. */
const Article = styled.article<{ $popular: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  height: 100%;
  padding: 2.25rem clamp(1.25rem, 3vw, 1.75rem) 1.75rem;
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme, $popular }) =>
    $popular
      ? `0 0 0 2px ${theme.colors.gold}, 0 18px 40px rgb(19 33 60 / 0.16)`
      : '0 8px 24px rgb(19 33 60 / 0.06)'};

  .pricing-card-title {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  > :last-child {
    align-self: end;
    width: 100%;
    margin-top: 1.5rem;
  }
`;

const Badge = styled.p`
  ${badgeStyles}
  position: absolute;
  top: 0;
  left: 50%;
  margin: 0;
  transform: translate(-50%, -50%);
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
`;

const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0.5rem 0 0;

  s {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.muted};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.25rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.3rem;
    color: ${({ theme }) => theme.colors.success};
  }

  /* A promise that has ended: a quiet dash and muted words, never the green check of a live one. */
  li[data-ended] {
    color: ${({ theme }) => theme.colors.muted};
  }

  li[data-ended] svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The pricing grid's tablet look (`styled(CardGrid)` with `pricingColumns`, `$rows={pricingCardRows}`
 * and `$widenLastRow`): three cards side by side would leave each too narrow for the card's padding
 * and its button's label, so each card takes the row's width and lays itself out in two columns:
 * the name, the price and the button under it on the left, the features on the right. A card is the grid's
 * child or the one element of a list item.
 */
export const pricingGridStyles = css`
  @media (min-width: ${gridBreakpoints.tablet}) and (max-width: ${tabletEnd}) {
    && {
      max-width: none;
    }

    article {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      column-gap: clamp(1.5rem, 4vw, 2.5rem);
    }

    article > .pricing-card-title,
    article > ${Prices}, article > :last-child {
      grid-column: 1;
    }

    article > .pricing-card-title {
      grid-row: 1;
    }

    article > ${Prices} {
      grid-row: 2;
    }

    article > ${Features} {
      grid-column: 2;
      grid-row: 1 / -1;
      margin-top: 0;
    }

    /* The button right under the price: the card's name, price and action read as one group. */
    article > :last-child {
      grid-row: 3;
      align-self: start;
    }
  }
`;

/**
 * The struck-through original price and the price, read out as 'was … now …': the pricing
 * card's, and the checkout's order summary's; with `struck={false}` (a special that has ended)
 * the price alone. `className` lets a place set its own margins.
 */
export function PriceTag({
  pack,
  struck = true,
  className,
}: {
  pack: PackageInfo;
  struck?: boolean;
  className?: string;
}) {
  const was = struck ? pack.wasPrice : null;
  return (
    <Prices className={className}>
      {was !== null && (
        <s>
          <VisuallyHidden>Was </VisuallyHidden>
          {formatUsd(was)}
        </s>
      )}
      <strong>
        {was !== null && <VisuallyHidden>Now </VisuallyHidden>}
        {formatUsd(pack.price)}
      </strong>
    </Prices>
  );
}

/**
 * A feature of a package: its words, or its words with a line under them (where it stands for the
 * client who bought it, in his portal).
 */
export type Feature = string | { text: string; detail: ReactNode; ended?: boolean };

/** A feature's line under its words: quieter than what was sold. */
const FeatureDetail = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A package's features with check marks (the list keeps its spacing at the top of its row): the
 * pricing cards', the checkout's, and the portal's "What Your Package Includes", each feature
 * there with its state under it.
 */
export function FeatureList({
  features,
  className,
  'aria-label': label,
}: {
  features: readonly Feature[];
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Features className={className} aria-label={label}>
      {features.map((feature) => {
        const {
          text,
          detail,
          ended = false,
        } = typeof feature === 'string' ? { text: feature, detail: null } : feature;
        return (
          <li key={text} data-ended={ended || undefined}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d={ended ? 'M4 8h8' : 'm3 8.5 3 3 7-7'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {/* A compound ("deep-dive") stays whole on its line. */}
            <span>
              <KeepHyphenatedWords>{text}</KeepHyphenatedWords>
              {detail && <FeatureDetail>{detail}</FeatureDetail>}
            </span>
          </li>
        );
      })}
    </Features>
  );
}

/**
 * The one pricing card, on every page that sells the packages: 'Most Popular' badge, name, the
 * struck-through original price and the price (read out as 'was … now …'), the features with
 * check marks, and the card's own action (a button or link that chooses this package). Give the
 * action `aria-describedby={titleIdOf(pack)}` so it is read with the package's name.
 *
 * ```tsx
 * <CardGrid as="div" $count={3} $columns={{ phone: 1, tablet: 3, desktop: 3 }} $rows={pricingCardRows}>
 *   {paidPackageTypes.map((type) => (
 *     <PricingCard key={type} pack={packages[type]} headingLevel={2}
 *       action={<ButtonLink to={…} aria-describedby={titleIdOf(packages[type])}>Choose …</ButtonLink>} />
 *   ))}
 * </CardGrid>
 * ```
 */
export function PricingCard({
  pack,
  action,
  headingLevel = 3,
  struck = true,
}: {
  pack: PackageInfo;
  action: ReactNode;
  /** The title's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** Whether the original price stands struck through before the price (`PriceTag`). */
  struck?: boolean;
}) {
  const titleId = titleIdOf(pack);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Article $popular={pack.mostPopular} aria-labelledby={titleId}>
      {pack.mostPopular && <Badge>Most Popular</Badge>}
      <Title id={titleId} className="pricing-card-title">
        {pack.name}
      </Title>
      <PriceTag pack={pack} struck={struck} />
      <FeatureList features={pack.features} />
      {action}
    </Article>
  );
}

/** The id of a pricing card's title, for the action's `aria-describedby`. */
export function titleIdOf(pack: PackageInfo) {
  return `package-${pack.type}`;
}
