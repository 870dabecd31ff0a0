import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import type { BlogPost } from '@site/contracts/api-types';
import { paths, toPath } from '@site/contracts/routes';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
  }

  h3 a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }

  p {
    margin: 0 0 0.75rem;
  }

  small {
    align-self: end;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Posts as cards: title linking to the post, its excerpt and reading time. Two columns at most,
 * so a long guide's title reads in two lines rather than six.
 */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <CardGrid
      as="ul"
      $count={posts.length}
      $columns={{ phone: 1, tablet: 2, desktop: 2 }}
      $rows={3}
      $maxCardWidth="36rem"
      $widenLastRow
    >
      {posts.map((post) => (
        <Item key={post.slug}>
          <h3>
            <Link to={toPath(paths.blogPost, { slug: post.slug })}>{post.title}</Link>
          </h3>
          <p>{post.excerpt}</p>
          <small>{post.readingTime} min read</small>
        </Item>
      ))}
    </CardGrid>
  );
}
