import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import { revenueGenerated, wisdomTraditions, yearsOfExperience } from '@site/contracts/figures';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';

/**
 * A figure, when there is one, opens its title: "34+ Years Consciousness Mastery", in the title's
 * own colour, so the four titles read alike whether they carry a figure or not.
 */
const credentials = [
  {
    figure: yearsOfExperience.value,
    icon: 'practice',
    title: 'Years Consciousness Mastery',
    text: `More than three decades of daily practice, study and teaching across ${wisdomTraditions.words}.`,
  },
  {
    figure: revenueGenerated.value,
    icon: 'growth',
    title: 'Business Success',
    text: `Companies and deals I helped build generated ${revenueGenerated.words}. I know the world my clients work in.`,
  },
  {
    figure: null,
    icon: 'strength',
    title: 'Strength-Based Approach',
    text: 'We build on the pattern you already have, instead of another programme of fixing what is wrong with you.',
  },
  {
    figure: null,
    icon: 'synthesis',
    title: 'Synthesis Philosophy',
    text: 'The shared truths of many traditions, combined into one practical path and tested against real results.',
  },
] as const;

const Tiles = styled(CardGrid)`
  margin-top: 2rem;

  li > div {
    padding: 1.75rem 1.5rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid rgb(230 199 122 / 0.35);
    background: rgb(245 239 227 / 0.06);
  }

  svg {
    display: block;
    width: 3rem;
    height: 3rem;
    margin-bottom: 1rem;
    color: ${({ theme }) => theme.colors.goldLight};
  }

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
  }

  /* On a phone, one card a row: a smaller mark and tighter sides, so four cards stay short. */
  @media (max-width: 599.98px) {
    li > div {
      padding: 1.25rem;
    }

    svg {
      width: 2.25rem;
      height: 2.25rem;
      margin-bottom: 0.75rem;
    }
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

/** Line drawings in the gold of the site's art, one per credential: every card carries one. */
const icons: Record<(typeof credentials)[number]['icon'], ReactNode> = {
  /* Rings around a centre: a practice deepened over decades. */
  practice: (
    <>
      <circle cx="24" cy="24" r="4" />
      <circle cx="24" cy="24" r="11" />
      <circle cx="24" cy="24" r="19" strokeDasharray="3 4" />
    </>
  ),
  /* A line rising over three bars. */
  growth: (
    <>
      <path d="M8 40h32" />
      <path d="M13 40V30M22 40V24M31 40V17" />
      <path d="M9 24 20 14l7 5 12-11" />
      <path d="M33 8h6v6" />
    </>
  ),
  /* A summit reached from the strength already there. */
  strength: (
    <>
      <path d="M5 40 19 16l7 11 5-7 12 20Z" />
      <path d="M15 23l4 3 3-3" />
      <path d="M19 16V6l7 3-7 3" />
    </>
  ),
  /* Three traditions overlapping into one. */
  synthesis: (
    <>
      <circle cx="24" cy="17" r="10" />
      <circle cx="17" cy="29" r="10" />
      <circle cx="31" cy="29" r="10" />
    </>
  ),
};

/** What stands behind the work. */
export function CredentialsGrid() {
  return (
    <Band $tone="dark" aria-labelledby="credentials-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>Credentials</Eyebrow>
          <SectionTitle id="credentials-title">What I Bring to the Room</SectionTitle>
        </Centered>
        <Tiles
          as="ul"
          $count={credentials.length}
          $columns={{ phone: 1, tablet: 2, desktop: 4 }}
          $rows={3}
          $maxCardWidth="34rem"
        >
          {credentials.map((credential) => (
            <li key={credential.title}>
              <div>
                <svg
                  viewBox="0 0 48 48"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {icons[credential.icon]}
                </svg>
                <h3>
                  {credential.figure
                    ? `${credential.figure} ${credential.title}`
                    : credential.title}
                </h3>
                <p>{credential.text}</p>
              </div>
            </li>
          ))}
        </Tiles>
      </Inner>
    </Band>
  );
}
