import { StatTiles } from '../../../components/layout';
import { revenueGenerated } from '../../../components/figures';

const stats = [
  { value: '98%', label: 'Would recommend' },
  { value: '9.7/10', label: 'Engagement' },
  { value: '30+', label: 'Years' },
  { value: revenueGenerated.dollars, label: revenueGenerated.label },
];

/** The four figures organizers ask about first. */
export function SpeakingStats() {
  return <StatTiles stats={stats} label="Speaking in numbers" />;
}
