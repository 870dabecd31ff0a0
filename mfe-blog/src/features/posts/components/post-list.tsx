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
        // Picture, title, excerpt and meta line on rows shared across a row of cards: every
        // title of a row starts on one line, and a longer title keeps the excerpts level.
        <PostGrid count={rest.length} $rows={4}>
          {rest.map((post, index) => (
            <PostCard key={post.id} post={post} image={cardImageLoading(index + 1)} />
          ))}
        </PostGrid>
      )}
    </>
  );
}
