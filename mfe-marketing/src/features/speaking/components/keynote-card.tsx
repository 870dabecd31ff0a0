import styled from 'styled-components';
import { Disclosure } from '@site/ui/disclosure';
import { KeepHyphenatedWords, badgeStyles } from '@site/ui/typography';
import type { Keynote } from '../content/keynotes';

const Article = styled.article<{ $badge: boolean }>`
  position: relative;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $badge }) => ($badge ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 10px 30px rgb(19 33 60 / 0.08);

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  h4 {
    margin: 0 0 0.35rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: 1.25rem;
  }
`;

/* One gold scheme for both badges: the most requested filled, the second outlined in the same
   gold, so the rank reads from the fill and the words, never from a second colour. */
const Badge = styled.p<{ $primary: boolean }>`
  ${badgeStyles}
  margin: 0 0 0.75rem !important;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.goldLight : 'transparent')};
  box-shadow: inset 0 0 0 1.5px ${({ theme }) => theme.colors.gold};
`;

const Audience = styled.p`
  margin-bottom: 1rem !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The card width (its content box) from which the detail's four parts stand two a row. */
export const keynotePartsTwoUp = '35rem';

/* The full keynote, laid out by its own width wherever the card stands (the card itself shares
   its rows with the cards beside it, which a container could not). */
const Detail = styled.div`
  container-type: inline-size;
`;

/* The four parts two a row only where each column keeps a readable line (about 35 characters and
   more); in a narrow card (a phone's row, a tablet's half row) one column. */
const Parts = styled.div`
  display: grid;
  gap: 1.25rem;
  padding-top: 0.25rem;

  @container (min-width: ${keynotePartsTwoUp}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/* The outcome's tinted box is as wide as its text, which keeps a readable measure: where the
   opened keynote takes a desktop's whole row, the box ends with its longest line instead of
   running on half empty. */
const Outcome = styled.div`
  width: fit-content;
  max-width: 100%;
  margin: 0.25rem 0 1.25rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  p {
    max-width: 65ch;
  }
`;

const badgeLabels = { primary: 'Most Requested', secondary: 'Second Most Requested' } as const;

/** The rows a keynote card lays out (badge, title, audience, its detail): `CardGrid $rows`. */
export const keynoteCardRows = 4;

/**
 * One keynote topic as a summary card (badge, title and audience), its full description (the
 * outcome, the problem, the story, the lessons, why this speaker) opening on demand: five
 * keynotes fit a phone's page without a wall of text, and every word stays in the page's HTML.
 */
export function KeynoteCard({ keynote }: { keynote: Keynote }) {
  const titleId = `keynote-${keynote.id}`;
  return (
    <Article $badge={keynote.badge !== null} aria-labelledby={titleId}>
      {/* Every card has the badge's row (empty without one): titles stay level across cards. */}
      <div>
        {keynote.badge && (
          <Badge $primary={keynote.badge === 'primary'}>{badgeLabels[keynote.badge]}</Badge>
        )}
      </div>
      <h3 id={titleId}>
        <KeepHyphenatedWords>{keynote.title}</KeepHyphenatedWords>
      </h3>
      <Audience>
        <strong>Audience:</strong> {keynote.audience}
      </Audience>
      <Disclosure summary="The full keynote">
        <Detail>
          <Outcome>
            <h4>Outcome</h4>
            <p>{keynote.outcome}</p>
          </Outcome>
          <Parts>
            <div>
              <h4>The Reality</h4>
              <p>{keynote.problem}</p>
            </div>
            <div>
              <h4>My Story</h4>
              <p>{keynote.story}</p>
            </div>
            <div>
              <h4>What They’ll Learn</h4>
              <ul>
                {keynote.learnings.map((learning) => (
                  <li key={learning}>{learning}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4>Why Me</h4>
              <p>{keynote.credibility}</p>
            </div>
          </Parts>
        </Detail>
      </Disclosure>
    </Article>
  );
}
