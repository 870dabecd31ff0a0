import fs from 'node:fs';
import path from 'node:path';
import {
  blogPostFromMarkdown,
  loadBlogPosts,
  parseFrontMatter,
  readingTimeMinutes,
} from './blog-post-files';
import { missingForPublishing, postFieldsSchema } from '@site/contracts/admin-posts';
import { repoRoot } from '../../platform/config';

const author = { name: 'Adrian Vale', bio: 'Bio.' };
const fixtures = path.join(__dirname, '__fixtures__');
/** The posts the seed ships. */
const blogPostsDir = path.join(repoRoot, 'api', 'src', 'entry', 'seeds', 'blog-posts');

describe('blog post seeds', () => {
  it('parses front matter whose values contain colons', () => {
    const { fields, body } = parseFrontMatter(
      fs.readFileSync(path.join(fixtures, 'sample-post.md'), 'utf8'),
    );
    expect(fields.title).toBe('A Sample: With a Colon in the Title');
    expect(body.startsWith('# A heading')).toBe(true);
  });

  it('builds a post: tags split, image under /api/media/blog, date-only read as noon UTC', () => {
    const [post] = loadBlogPosts(fixtures, author);
    expect(post).toEqual({
      title: 'A Sample: With a Colon in the Title',
      slug: 'sample-post',
      subtitle: 'An optional subtitle',
      excerpt: 'A short sample used by the seed tests.',
      content: '# A heading\n\nSome **markdown** body text.',
      category: 'Frameworks',
      tags: ['One', 'Two', 'Three'],
      featuredImage: '/api/media/blog/sample.svg',
      featuredImageAlt: 'A circle drawn in one gold line.',
      publishedAt: new Date('2025-01-14T12:00:00Z'),
      readingTime: 1,
      authorName: 'Adrian Vale',
      authorBio: 'Bio.',
    });
  });

  it('computes reading time at about 200 words a minute, at least 1', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('word '.repeat(1000))).toBe(5);
    expect(readingTimeMinutes('## --- ** word '.repeat(400))).toBe(2);
  });

  it('names what is missing', () => {
    expect(() => blogPostFromMarkdown('no front matter', author)).toThrow('missing front matter');
    expect(() => blogPostFromMarkdown('---\ntitle: T\n---\nbody', author)).toThrow('"slug"');
  });

  it('loads every shipped post with its featured image present', () => {
    const posts = loadBlogPosts(blogPostsDir, author);
    for (const post of posts) {
      const file = path.join(repoRoot, 'api', 'media', 'blog', path.basename(post.featuredImage));
      expect([post.slug, fs.existsSync(file)]).toEqual([post.slug, true]);
    }
  });

  it('ships every post as the editor would let it be published, its image described', () => {
    for (const post of loadBlogPosts(blogPostsDir, author)) {
      const fields = postFieldsSchema.validateSync({
        ...post,
        subtitle: post.subtitle ?? '',
        seoDescription: '',
        tags: post.tags ?? [],
        authorBio: post.authorBio ?? '',
      });
      expect([post.slug, missingForPublishing(fields)]).toEqual([post.slug, {}]);
    }
  });

  it('refuses a post without its image description', () => {
    const source = fs
      .readFileSync(path.join(fixtures, 'sample-post.md'), 'utf8')
      .replace(/^featuredImageAlt:.*\n/m, '');
    expect(() => blogPostFromMarkdown(source, author)).toThrow('"featuredImageAlt"');
  });

  it('names the Four Freedoms as the site does everywhere: financial, time, relationship and purpose', () => {
    const posts = loadBlogPosts(blogPostsDir, author);
    // "Time Freedom", "Time and Relationship Freedom", "Inner, Expressive, Time and Financial Freedom"
    const named = /\b((?:[A-Z]\w+, )*[A-Z]\w+(?: and [A-Z]\w+)?) Freedom\b/g;
    for (const post of posts) {
      const kinds = [...post.content.matchAll(named)].flatMap((match) =>
        match[1]!.split(/, | and /).map((word) => word.toLowerCase()),
      );
      const others = kinds.filter(
        (kind) => !['financial', 'time', 'relationship', 'purpose'].includes(kind),
      );
      expect([post.slug, others]).toEqual([post.slug, []]);
    }
  });
});
