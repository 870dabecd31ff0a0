import type { BlogPost } from '../api-types';
import { headTags } from '../head';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  coachPersonJsonLd,
  consultingServiceJsonLd,
  jsonLdScriptText,
  speakingServicesJsonLd,
  type CoachSettings,
} from '../json-ld';
import { packageCurrency, packages } from '../packages';

const origin = 'https://coach.example';

const settings: CoachSettings = {
  coachName: 'Adrian Vale',
  siteOrigin: origin,
  social: { linkedin: '', x: '', youtube: '' },
  photos: { portrait: null, hero: null },
};

const post: BlogPost = {
  id: 1,
  slug: 'two-of-you',
  title: 'The Two of You </script><!-- & more',
  excerpt: 'There are two of you.',
  content: 'Body',
  featuredImage: '/img.png',
  category: 'Frameworks',
  readingTime: 5,
  publishedAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  authorName: 'Adrian Vale',
  tags: ['self', 'alignment'],
};

describe('coachPersonJsonLd', () => {
  it('names the coach, shows the site card as his image and lists no profile when none is set', () => {
    const person = coachPersonJsonLd(settings);
    expect(person).toEqual({
      '@type': 'Person',
      '@id': `${origin}/#coach`,
      name: 'Adrian Vale',
      url: `${origin}/`,
      image: `${origin}/social-card.png`,
      jobTitle: 'Consciousness Coach, Speaker and Consultant',
      description: expect.stringContaining('consultant'),
    });
    expect(person).not.toHaveProperty('sameAs');
  });

  it('uses the uploaded portrait, as an absolute URL, and only the profiles that are set', () => {
    const person = coachPersonJsonLd({
      ...settings,
      coachName: 'Mara Quist',
      social: {
        linkedin: 'https://www.linkedin.com/in/mara',
        x: '',
        youtube: 'https://youtube.com/@m',
      },
      photos: {
        portrait: {
          src: '/api/media/uploads/abc-960.webp',
          width: 960,
          height: 1200,
          avifSrcSet: '',
          webpSrcSet: '',
        },
        hero: null,
      },
    });
    expect(person.name).toBe('Mara Quist');
    expect(person.image).toBe(`${origin}/api/media/uploads/abc-960.webp`);
    expect(person.sameAs).toEqual(['https://www.linkedin.com/in/mara', 'https://youtube.com/@m']);
  });
});

describe('consultingServiceJsonLd', () => {
  it('offers the three paid packages at the prices and in the currency of the package table', () => {
    const service = consultingServiceJsonLd(settings, 'One-to-one consulting.');
    expect(service).toMatchObject({
      '@type': 'ProfessionalService',
      url: `${origin}/consulting`,
      description: 'One-to-one consulting.',
      founder: { '@type': 'Person', '@id': `${origin}/#coach`, name: 'Adrian Vale' },
    });
    expect(
      service.makesOffer.map(({ name, price, priceCurrency, url }) => [
        name,
        price,
        priceCurrency,
        url,
      ]),
    ).toEqual(
      (['single', '5-session', '10-session'] as const).map((type) => [
        packages[type].name,
        packages[type].price,
        packageCurrency,
        // Each offer's own package, where it is bought.
        `${origin}/checkout?package=${type}`,
      ]),
    );
    expect(packageCurrency).toBe('USD');
    expect(service.makesOffer.map((offer) => offer.price)).toEqual([1500, 6000, 10000]);
  });

  it('states its price range from the package table and where it serves', () => {
    const service = consultingServiceJsonLd(settings, 'One-to-one consulting.');
    expect(service.priceRange).toBe('$1,500–$10,000');
    expect(service.areaServed).toBe('Worldwide');
  });
});

describe('speakingServicesJsonLd', () => {
  it('makes each topic a keynote Service provided by the coach', () => {
    const services = speakingServicesJsonLd(settings, [
      { title: 'Talk one', audience: 'Leaders', outcome: 'They leave aligned.' },
      { title: 'Talk two', audience: 'Founders', outcome: 'They leave free.' },
    ]);
    expect(services).toEqual([
      expect.objectContaining({
        '@type': 'Service',
        name: 'Talk one',
        description: 'They leave aligned.',
        url: `${origin}/speaking`,
        provider: expect.objectContaining({ name: 'Adrian Vale' }),
        audience: { '@type': 'Audience', audienceType: 'Leaders' },
      }),
      expect.objectContaining({ name: 'Talk two' }),
    ]);
  });
});

describe('blogPostingJsonLd and breadcrumbJsonLd', () => {
  it('describes the post at its canonical URL with its social image', () => {
    expect(blogPostingJsonLd(post, 'Adrian Vale', origin)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'There are two of you.',
      url: `${origin}/blog/two-of-you`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/two-of-you` },
      image: { url: `${origin}/api/blog/two-of-you/social.png?v=${Date.parse(post.updatedAt)}` },
      keywords: 'self, alignment',
    });
  });

  it('names the coach, as author and publisher, by his Person node: its @id and URL', () => {
    const coach = {
      '@type': 'Person',
      '@id': `${origin}/#coach`,
      name: 'Adrian Vale',
      url: `${origin}/`,
    };
    const posting = blogPostingJsonLd(post, 'Adrian Vale', origin);
    expect(posting.author).toEqual(coach);
    expect(posting.publisher).toEqual(coach);
    expect(coachPersonJsonLd(settings)).toMatchObject(coach);
    // A guest's post: its author by name, the coach still its publisher.
    const guest = blogPostingJsonLd({ ...post, authorName: 'Lena Guest' }, 'Adrian Vale', origin);
    expect(guest.author).toEqual({ '@type': 'Person', name: 'Lena Guest' });
    expect(guest.publisher).toEqual(coach);
  });

  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ],
        origin,
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
      ],
    });
  });
});

describe('jsonLdScriptText', () => {
  it('adds the schema.org context and escapes what could end the script, reading back the same', () => {
    const node = blogPostingJsonLd(
      { ...post, excerpt: 'a\u2028b\u2029c > d' },
      'Adrian Vale',
      origin,
    );
    const text = jsonLdScriptText(node);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', ...node });
  });

  it('is what the head writes, one script per node', () => {
    const nodes = [coachPersonJsonLd(settings), consultingServiceJsonLd(settings, 'd')];
    const scripts = headTags({ title: 't', description: 'd', jsonLd: nodes }, origin, '/').filter(
      (tag) => tag.tag === 'script',
    );
    expect(scripts).toEqual(
      nodes.map((node) => ({
        tag: 'script',
        attributes: { type: 'application/ld+json' },
        text: jsonLdScriptText(node),
      })),
    );
  });
});
