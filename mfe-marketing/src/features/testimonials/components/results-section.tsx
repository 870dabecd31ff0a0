import styled from 'styled-components';
import {
  livesTransformed,
  revenueGenerated,
  wisdomTraditions,
  yearsOfExperience,
} from '@site/contracts/figures';
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

const stats = [revenueGenerated, yearsOfExperience, wisdomTraditions, livesTransformed];

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
