import styled from 'styled-components';
import { ButtonLink } from '@site/ui/button';
import {
  Band,
  Card,
  Centered,
  Eyebrow,
  Grid,
  Inner,
  Lead,
  SectionTitle,
} from '../../../components/layout';
import { frameworkGuidePath, frameworks } from '../content/frameworks';

const FrameworkTile = styled(Card)`
  display: flex;
  flex-direction: column;

  p {
    flex: 1;
  }

  a {
    align-self: flex-start;
    margin-top: 1.25rem;
  }
`;

/** The four frameworks, each with the way to its complete guide on the blog. */
export function FrameworksPreview() {
  return (
    <Band $tone="surface" aria-labelledby="frameworks-preview-title">
      <Inner>
        <Centered>
          <Eyebrow>The frameworks</Eyebrow>
          <SectionTitle id="frameworks-preview-title">
            Four frameworks. One aligned life.
          </SectionTitle>
          <Lead>
            Each framework answers one question: who you really are, what you are uniquely built
            for, how to grow without dogma, and what freedom actually means.
          </Lead>
        </Centered>
        <Grid $min="15rem">
          {frameworks.map((framework) => {
            const titleId = `home-framework-${framework.id}`;
            return (
              <FrameworkTile
                key={framework.id}
                $highlight={framework.isPrimary}
                aria-labelledby={titleId}
              >
                <Eyebrow>{framework.headline}</Eyebrow>
                <h3 id={titleId}>{framework.title}</h3>
                <p>{framework.teaser}</p>
                <ButtonLink to={frameworkGuidePath(framework)} aria-describedby={titleId}>
                  Read The Complete Guide
                </ButtonLink>
              </FrameworkTile>
            );
          })}
        </Grid>
      </Inner>
    </Band>
  );
}
