import styled from 'styled-components';
import type { PackageInfo } from '@site/contracts/packages';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { formatUsd } from '@site/contracts/money';

const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0.5rem 0;

  s {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.muted};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** The struck-through original price and the price, read out as 'was … now …'. */
export function PriceTag({ pack }: { pack: PackageInfo }) {
  return (
    <Prices>
      {pack.wasPrice !== null && (
        <s>
          <VisuallyHidden>Was </VisuallyHidden>
          {formatUsd(pack.wasPrice)}
        </s>
      )}
      <strong>
        <VisuallyHidden>Now </VisuallyHidden>
        {formatUsd(pack.price)}
      </strong>
    </Prices>
  );
}
