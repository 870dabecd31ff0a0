import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { PostGrid } from './post-grid';

const placeholderCards = [0, 1, 2, 3, 4, 5];

/** Six cards shaped like the real ones, so nothing jumps when the posts arrive. */
export function PostListSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading blog posts…</VisuallyHidden>
      <PostGrid count={placeholderCards.length} aria-hidden="true">
        {placeholderCards.map((card) => (
          <SkeletonCard key={card} data-testid="post-card-skeleton">
            <Bone $ratio="1200 / 630" $radius="0" />
            <SkeletonBody>
              <Bone $width="90%" $height="1.4rem" />
              <Bone $width="70%" $height="1.4rem" />
              <Bone $width="100%" $height="0.95rem" />
              <Bone $width="95%" $height="0.95rem" />
              <Bone $width="60%" $height="0.95rem" />
              <Bone $width="65%" $height="0.9rem" />
            </SkeletonBody>
          </SkeletonCard>
        ))}
      </PostGrid>
    </div>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

export const Bone = styled.span<{
  $width?: string;
  $height?: string;
  $ratio?: string;
  $radius?: string;
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height, $ratio }) => ($ratio ? 'auto' : ($height ?? '1rem'))};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  border-radius: ${({ $radius }) => $radius ?? '6px'};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 1.6s ease-in-out infinite;
`;

const SkeletonCard = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const SkeletonBody = styled.div`
  display: grid;
  gap: 0.7rem;
  padding: 1.25rem 1.25rem 1.5rem;
`;
