import { fakeApi } from '@site/api-client/testing';
import type {
  BlogPost,
  BlogPostDetail,
  BlogPostPage,
  BlogPostSummary,
} from '@site/contracts/api-types';

let nextId = 1;

/** A post as GET /api/blog answers it; dates are whole days at noon UTC, as the API stores them. */
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `What post ${id} is about.`,
    content: `Opening paragraph of post ${id}.\n\n## A section\n\nMore text.`,
    featuredImage: `/api/media/blog/post-${id}.svg`,
    category: 'Personal Development',
    readingTime: 6,
    publishedAt: '2025-01-14T12:00:00.000Z',
    updatedAt: '2025-02-01T09:30:00.000Z',
    authorName: 'Jordan Example',
    authorBio: 'Jordan Example coaches high achievers toward success that fits who they are.',
    tags: ['Authenticity', 'Alignment'],
    ...overrides,
  };
}

/**
 * A post as GET /api/blog/:slug answers it: with its body as the API renders it (give both
 * `content` and `contentHtml` to change the body).
 */
export function makePostDetail(overrides: Partial<BlogPostDetail> = {}): BlogPostDetail {
  const post = makePost(overrides);
  return {
    contentHtml: `<p>Opening paragraph of post ${post.id}.</p>\n<h2>A section</h2>\n<p>More text.</p>`,
    ...post,
  };
}

/** A post as the list's pages carry it: without its body and the author's bio. */
export function summaryOf(post: BlogPost): BlogPostSummary {
  const { content: _content, authorBio: _authorBio, ...summary } = post;
  return summary;
}

/** One page of GET /api/blog-summaries holding `posts` (12 a page unless told). */
export function pageOf(
  posts: readonly BlogPost[],
  { page = 1, total = posts.length, perPage = 12 } = {},
): BlogPostPage {
  return {
    posts: posts.map(summaryOf),
    page,
    perPage,
    total,
    pageCount: Math.ceil(total / perPage),
  };
}

type Answer = { status: number; body: unknown } | 'network-error' | 'pending';

/**
 * Replaces fetch with an answer per URL (the API itself is outside a component test), through
 * the shared fake (`@site/api-client/testing`); a call no URL names fails the test's request.
 * Returns the mock, so tests can count calls.
 */
export function mockApi(answers: Record<string, Answer>): jest.Mock {
  return fakeApi(answers, { unmatched: 'error' }).fetch;
}
