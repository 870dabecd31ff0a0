import { CardGrid } from '@site/ui/card-grid';
import type { BlogPostCard } from '../api/blog-page-query';
import { cardImageLoading } from '../image-loading';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

/**
 * The posts of a list page: the newest drawn wide on its own (its picture beside its words from
 * 1024 px), the others in the three-column grid below, whose last row is widened rather than left
 * with a lone card.
 */
export function PostList({ posts }: { posts: readonly BlogPostCard[] }) {
  const [first, ...rest] = posts;
  if (!first) return null;
  return (
    <>
      {/* A group of one card in the site's card grid, so it is measured as a card. */}
      <CardGrid $count={1} $columns={{ phone: 1, tablet: 1, desktop: 1 }}>
        <PostCard post={first} image={cardImageLoading(0)} featured />
      </CardGrid>
      {rest.length > 0 && (
        // Picture, category, title, excerpt and date on rows shared across a row of cards: a
        // title on more lines than its neighbour's keeps every excerpt and date level.
        <PostGrid count={rest.length} $rows={5}>
          {rest.map((post, index) => (
            <PostCard key={post.id} post={post} image={cardImageLoading(index + 1)} />
          ))}
        </PostGrid>
      )}
    </>
  );
}
