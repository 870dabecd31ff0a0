import styled from 'styled-components';
import { StatTiles } from '../../../components/layout';
import {
  engagementScore,
  revenueGenerated,
  wouldRecommend,
  yearsOfExperience,
} from '@site/contracts/figures';

/* Phones: the four figures as one panel of four cells parted by hairlines, no gaps between
   them, so the stacked media kit and requirements below stay within the page's length; each
   label keeps its one line. */
const Figures = styled(StatTiles)`
  @media (max-width: 599.98px) {
    gap: 0;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};

    div {
      padding: 0.6rem 0.5rem;
      border: 0;
      border-radius: 0;
    }

    /* A figure's line no taller than its digits. */
    dd {
      line-height: 1.15;
    }

    div:nth-child(odd) {
      border-right: 1px solid ${({ theme }) => theme.colors.border};
    }

    div:nth-child(-n + 2) {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const stats = [wouldRecommend, engagementScore, yearsOfExperience, revenueGenerated];

/** The four figures organizers ask about first. */
export function SpeakingStats() {
  return <Figures stats={stats} label="Speaking in numbers" />;
}
