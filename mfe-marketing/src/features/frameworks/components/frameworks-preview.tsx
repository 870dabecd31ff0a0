import styled from 'styled-components';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import {
  Band,
  Card,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
} from '../../../components/layout';
import { frameworkGuidePath, frameworks } from '../content/frameworks';
import { StartHereBadge } from './start-here-badge';

/* Two by two from tablets up: four columns would squeeze each card's button onto two lines. */
const tileColumns = { phone: 1, tablet: 2, desktop: 2 } as const;

/* Each card's label (under the first one's "Start here" badge), title, text and button sit on
   rows shared with its neighbour (subgrid), so titles and buttons line up whatever stands above
   them. */
const FrameworkTile = styled(Card)`
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
  row-gap: 0;
  align-content: start;

  > div:first-child {
    align-self: end;
  }

  a {
    justify-self: start;
    align-self: end;
    margin-top: 1.25rem;
  }
`;

/**
 * The four frameworks, each with the way to its complete guide on the blog; the first stands out
 * with the "Start here" badge /philosophy gives it.
 */
export function FrameworksPreview() {
  return (
    <Band $tone="surface" aria-labelledby="frameworks-preview-title">
      <Inner>
        <Centered>
          <Eyebrow>The frameworks</Eyebrow>
          <SectionTitle id="frameworks-preview-title">
            Four Frameworks. One Aligned Life.
          </SectionTitle>
          <Lead>
            Each framework answers one question: who you really are, what you are uniquely built
            for, how to grow without dogma, and what freedom actually means.
          </Lead>
        </Centered>
        <CardGrid $count={frameworks.length} $columns={tileColumns}>
          {frameworks.map((framework) => {
            const titleId = `home-framework-${framework.id}`;
            return (
              <FrameworkTile
                key={framework.id}
                $highlight={framework.isPrimary}
                aria-labelledby={titleId}
              >
                <div>
                  {framework.isPrimary && <StartHereBadge />}
                  <Eyebrow>{framework.headline}</Eyebrow>
                </div>
                <h3 id={titleId}>{framework.title}</h3>
                <p>{framework.teaser}</p>
                <ButtonLink to={frameworkGuidePath(framework)} aria-describedby={titleId}>
                  Read The Complete Guide
                </ButtonLink>
              </FrameworkTile>
            );
          })}
        </CardGrid>
      </Inner>
    </Band>
  );
}
