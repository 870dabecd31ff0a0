import styled from 'styled-components';
import { Container } from '@site/ui/container';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { Bone } from './post-list-skeleton';

const paragraphLines = ['100%', '97%', '92%', '99%', '60%', '100%', '95%', '88%', '70%'];

/** A post's shape while it loads: header band, featured art, lines of text. */
export function PostSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading blog post…</VisuallyHidden>
      <div aria-hidden="true" data-testid="post-skeleton">
        <Band>
          <Container>
            <Column>
              <Bone $width="7rem" $height="1.2rem" />
              <Bone $width="9rem" $height="1.6rem" $radius="999px" />
              <Bone $width="90%" $height="2.6rem" />
              <Bone $width="65%" $height="2.6rem" />
              <Bone $width="100%" $height="1.1rem" />
              <Bone $width="50%" $height="1rem" />
            </Column>
          </Container>
        </Band>
        <Container>
          <Art>
            <Bone $ratio="1200 / 630" $radius="10px" />
          </Art>
          <TextLines />
        </Container>
      </div>
    </div>
  );
}

function TextLines() {
  return (
    <Column>
      {paragraphLines.map((width, index) => (
        <Bone key={index} $width={width} $height="1.1rem" />
      ))}
    </Column>
  );
}

/** A post's body while it loads, under a header already shown (opened from the list). */
export function PostBodySkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading the article…</VisuallyHidden>
      <div aria-hidden="true" data-testid="post-body-skeleton">
        <TextLines />
      </div>
    </div>
  );
}

const Band = styled.div`
  padding: 2.5rem 0 6rem;
  background: ${({ theme }) => theme.colors.navy};
`;

const Column = styled.div`
  display: grid;
  gap: 0.9rem;
  max-width: 46rem;
  margin: 0 auto;
  padding-bottom: 3rem;
`;

const Art = styled.div`
  max-width: 60rem;
  margin: -4.5rem auto 3rem;
`;
