import type { BlogPostCard } from '../api/blog-page-query';
import { cardImageLoading } from '../image-loading';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

export function PostList({ posts }: { posts: readonly BlogPostCard[] }) {
  return (
    <PostGrid count={posts.length}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} image={cardImageLoading(index)} />
      ))}
    </PostGrid>
  );
}
