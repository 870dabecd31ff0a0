import styled from 'styled-components';
import { anchors, discoveryCallPath, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { discoveryCallLabel } from '../../../components/buttons';
import {
  Actions,
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
  StatTiles,
} from '../../../components/layout';
import { TestimonialsList } from './testimonials-list';
import { revenueGenerated } from '../../../components/figures';

const stats = [
  { value: revenueGenerated.figure, label: revenueGenerated.label },
  { value: '34+', label: 'Years of experience' },
  { value: '20+', label: 'Wisdom traditions' },
  { value: '10K+', label: 'Lives transformed' },
];

const Stats = styled(StatTiles)`
  margin-bottom: 3rem;
`;

/** The numbers behind the work and what clients say about it, then the way to start. */
export function ResultsSection() {
  return (
    <Band $tone="dark" aria-labelledby="results-title">
      <Inner>
        <Centered>
          <Eyebrow $onDark>Results</Eyebrow>
          <SectionTitle id="results-title">Real People. Measurable Change.</SectionTitle>
          <Lead $onDark>
            Decades of work, in boardrooms and on stages, with founders, executives and people who
            simply refused to settle for a life that only looked good from the outside.
          </Lead>
        </Centered>
        <Stats stats={stats} onDark />
        <TestimonialsList />
        <Actions $center>
          <ButtonLink to={discoveryCallPath}>{discoveryCallLabel}</ButtonLink>
          <ButtonLink to={`${paths.consulting}#${anchors.packages}`} $variant="outline">
            See the Packages
          </ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}
