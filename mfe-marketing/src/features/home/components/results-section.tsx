import styled from 'styled-components';
import { Band, Centered, Eyebrow, Inner, Lead, SectionTitle } from '../../../components/layout';
import { TestimonialsList } from '../../testimonials/components/testimonials-list';

const stats = [
  { value: '1B+', label: 'Revenue generated' },
  { value: '34+', label: 'Years of experience' },
  { value: '20+', label: 'Wisdom traditions' },
  { value: '10K+', label: 'Lives transformed' },
];

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0 0 3rem;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.5rem 1rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius};
    background: rgb(245 239 227 / 0.06);
    border: 1px solid rgb(230 199 122 / 0.3);
  }

  dt {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  dd {
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(2rem, 6vw, 3rem);
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** The numbers behind the work and what clients say about it. */
export function ResultsSection() {
  return (
    <Band $tone="dark" aria-labelledby="results-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>Results</Eyebrow>
          <SectionTitle id="results-title">Real people. Measurable change.</SectionTitle>
          <Lead $onDark>
            Decades of work, in boardrooms and on stages, with founders, executives and people who
            simply refused to settle for a life that only looked good from the outside.
          </Lead>
        </Centered>
        <Stats>
          {stats.map((stat) => (
            <div key={stat.value}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
        <TestimonialsList />
      </Inner>
    </Band>
  );
}
