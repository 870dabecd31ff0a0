import styled from 'styled-components';
import { StatTiles } from '../../../components/layout';
import { revenueGenerated } from '../../../components/figures';

/* Phones: shorter tiles, so the stacked media kit and requirements below stay within the page's
   length; their sides as every tile's, so each label keeps its one line. */
const Figures = styled(StatTiles)`
  @media (max-width: 599.98px) {
    div {
      padding: 0.9rem 0.5rem;
    }
  }
`;

const stats = [
  { value: '98%', label: 'Would recommend' },
  { value: '9.7/10', label: 'Engagement' },
  { value: '30+', label: 'Years' },
  { value: revenueGenerated.dollars, label: revenueGenerated.label },
];

/** The four figures organizers ask about first. */
export function SpeakingStats() {
  return <Figures stats={stats} label="Speaking in numbers" />;
}
