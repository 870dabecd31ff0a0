import type { BlogPostSummary } from '@site/contracts/api-types';
import { cardImageLoading } from '../image-loading';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

export function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <PostGrid>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} image={cardImageLoading(index)} />
      ))}
    </PostGrid>
  );
}
