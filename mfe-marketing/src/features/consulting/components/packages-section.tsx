import { formatUsd } from '@site/contracts/money';
import styled from 'styled-components';
import { packages, paidPackageTypes } from '@site/contracts/packages';
import { anchors, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { Band, Centered, Eyebrow, Inner, Lead, SectionTitle } from '../../../components/layout';

const List = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* The most popular card is marked by a gold ring drawn outside its border and a badge sitting on its
   top edge, neither of which moves anything inside it: every card's title and price stay level. */
const Package = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: clamp(1.5rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $popular }) =>
    $popular
      ? `0 0 0 1px ${theme.colors.gold}, 0 22px 48px rgb(19 33 60 / 0.18)`
      : '0 6px 18px rgb(19 33 60 / 0.06)'};

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h3};
    color: ${({ theme }) => theme.colors.navy};
  }

  ul {
    flex: 1;
    margin: 1rem 0 1.5rem;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.35rem;
  }
`;

const Popular = styled.p`
  position: absolute;
  top: 0;
  left: clamp(1.5rem, 4vw, 2rem);
  margin: 0;
  padding: 0.2rem 0.8rem;
  transform: translateY(-50%);
  white-space: nowrap;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.goldLight};
`;

const Price = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};

  s {
    margin-left: 0.5rem;
    font-size: 1.1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Guarantee = styled.p`
  margin: 2rem auto 0;
  max-width: 40rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The three paid packages (the section the checkout's back link returns to), each leading to the
 * specials page where it is bought.
 */
export function PackagesSection() {
  return (
    <Band id={anchors.packages} $tone="surface" aria-labelledby="packages-title">
      <Inner>
        <Centered>
          <Eyebrow>Consulting packages</Eyebrow>
          <SectionTitle id="packages-title">Choose how deep you want to go</SectionTitle>
          <Lead>
            One session for a breakthrough on a single question, five for a real transformation, ten
            for a complete re-alignment of how you live and lead. Every session is one to one, by
            video or audio.
          </Lead>
        </Centered>
        <List>
          {paidPackageTypes.map((type) => {
            const item = packages[type];
            const titleId = `package-${type}`;
            return (
              <li key={type}>
                <Package $popular={item.mostPopular} aria-labelledby={titleId}>
                  {item.mostPopular && <Popular>Most Popular</Popular>}
                  <h3 id={titleId}>{item.name}</h3>
                  <Price>
                    {formatUsd(item.price)}
                    {item.wasPrice !== null && (
                      <s>
                        <VisuallyHidden>was </VisuallyHidden>
                        {formatUsd(item.wasPrice)}
                      </s>
                    )}
                  </Price>
                  <ul>
                    {item.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <ButtonLink to={paths.specials} aria-describedby={titleId}>
                    See the Limited Time Specials
                  </ButtonLink>
                </Package>
              </li>
            );
          })}
        </List>
        <Guarantee>
          Every package carries the same promise: 100% guarantee, love it or your money back. Not
          sure which is right? Start with the free discovery call below.
        </Guarantee>
      </Inner>
    </Band>
  );
}
