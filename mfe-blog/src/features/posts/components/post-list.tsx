import type { BlogPostCard } from '../api/blog-page-query';
import { cardImageLoading } from '../image-loading';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

export function PostList({ posts }: { posts: readonly BlogPostCard[] }) {
  return (
    // Picture, category, title, excerpt and date on rows shared across a row of cards: a title
    // on more lines than its neighbour's keeps every excerpt and date level.
    <PostGrid count={posts.length} $rows={5}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} image={cardImageLoading(index)} />
      ))}
    </PostGrid>
  );
}
