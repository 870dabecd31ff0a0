import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';

const forYou = [
  'You have achieved a great deal and still wake up wondering whether this is really your life.',
  'You are ready to hear the truth about your patterns, even when it is uncomfortable.',
  'You want your work to express who you are, not a role you learned to perform.',
  'You are willing to act on what you discover, not just collect another insight.',
  'You want a strength-based approach instead of another list of things to fix.',
];

const notForYou = [
  'You are looking for a quick motivational lift rather than lasting change.',
  'You want someone to tell you what you want to hear.',
  'You expect the work to be done for you instead of with you.',
  'You are not ready to question the story you have been telling about your success.',
];

const Card = styled.section<{ $tone: 'yes' | 'no' }>`
  padding: clamp(1.25rem, 3vw, 1.75rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid
    ${({ theme, $tone }) => ($tone === 'yes' ? theme.colors.gold : theme.colors.muted)};
  background: ${({ theme }) => theme.colors.surface};

  /* A card's title: clearly below the page's section titles. */
  h2 {
    margin: 0 0 1rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.5rem;
  }
`;

/** Who the consulting work is and is not for. */
export function FitLists() {
  return (
    <CardGrid $count={2} $columns={{ phone: 1, tablet: 2, desktop: 2 }} $rows={2}>
      <Card $tone="yes" aria-labelledby="for-you">
        <h2 id="for-you">This Is For You If</h2>
        <ul>
          {forYou.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <Card $tone="no" aria-labelledby="not-for-you">
        <h2 id="not-for-you">This Is NOT For You If</h2>
        <ul>
          {notForYou.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
    </CardGrid>
  );
}
