/**
 * Structured data (schema.org JSON-LD) that pages write into their first HTML, for search
 * engines and link previews: the coach as a Person, the consulting offer as a ProfessionalService
 * with the packages as Offers, the keynotes as Services, a post as a BlogPosting with its
 * breadcrumb trail. Every builder is pure and takes only the site's settings and its published
 * content: nothing a visitor did or sent ends up in it, so the same page gives the same data to
 * everyone (and can be cached).
 */
import type { BlogPost } from './api-types';
import { blogApi, blogSocialImageSize } from './blog';
import { defaultSocialImage } from './social-image';
import { formatUsd } from './money';
import { packageCurrency, packages, paidPackageTypes, withPackage } from './packages';
import { wisdomTraditions, yearsOfExperience } from './figures';
import { paths, toPath } from './routes';
import type { SiteSettings } from './site-settings';

export const schemaOrgContext = 'https://schema.org';

/** A reference to a node described elsewhere on the site (by its `@id`). */
export interface JsonLdPersonRef {
  '@type': 'Person';
  '@id': string;
  name: string;
  url: string;
}

export interface JsonLdPerson extends JsonLdPersonRef {
  image: string;
  jobTitle: string;
  description: string;
  /** His social profiles; absent when none is set. */
  sameAs?: string[];
}

export interface JsonLdService {
  '@type': 'Service';
  name: string;
  description: string;
  serviceType?: string;
  url?: string;
  provider?: JsonLdPersonRef;
  audience?: { '@type': 'Audience'; audienceType: string };
}

export interface JsonLdOffer {
  '@type': 'Offer';
  name: string;
  /** The price in whole units of `priceCurrency`, as the package table holds it. */
  price: number;
  priceCurrency: string;
  url: string;
  itemOffered: JsonLdService;
}

export interface JsonLdProfessionalService {
  '@type': 'ProfessionalService';
  '@id': string;
  name: string;
  description: string;
  url: string;
  image: string;
  founder: JsonLdPersonRef;
  /** The packages' prices, lowest to highest ("$1,500–$10,000"). */
  priceRange: string;
  /** Where he works with clients: sessions are video calls, wherever the client lives. */
  areaServed: string;
  makesOffer: JsonLdOffer[];
}

export interface JsonLdBlogPosting {
  '@type': 'BlogPosting';
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  /** The coach by his node's `@id`, or a guest author by name. */
  author: JsonLdPersonRef | { '@type': 'Person'; name: string };
  publisher: JsonLdPersonRef;
  image: { '@type': 'ImageObject'; url: string; width: number; height: number };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
  articleSection: string;
  keywords?: string;
}

export interface JsonLdBreadcrumbList {
  '@type': 'BreadcrumbList';
  itemListElement: {
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }[];
}

/** One top-level node; each is written as a `<script type="application/ld+json">` of its own. */
export type JsonLdNode =
  | JsonLdPerson
  | JsonLdProfessionalService
  | JsonLdService
  | JsonLdBlogPosting
  | JsonLdBreadcrumbList;

export type JsonLdDocument = JsonLdNode & { '@context': typeof schemaOrgContext };

/** The settings the coach's description is built from (never a secret or a visitor's data). */
export type CoachSettings = Pick<SiteSettings, 'coachName' | 'siteOrigin' | 'social' | 'photos'>;

/** What the coach does, in the words of the home page's title and the About page. */
export const coachProfile = {
  jobTitle: 'Consciousness Coach, Speaker and Consultant',
  description: `Consciousness coach, keynote speaker and consultant who helps high achievers align their True Self and Expressive Self, drawing on ${yearsOfExperience.value} years across ${wisdomTraditions.words}.`,
} as const;

const absolute = (pathOrUrl: string, siteOrigin: string) =>
  new URL(pathOrUrl, siteOrigin).toString();

/** The coach's node id: the site's home page, as the one place that stands for him. */
function coachRef({
  coachName,
  siteOrigin,
}: Pick<CoachSettings, 'coachName' | 'siteOrigin'>): JsonLdPersonRef {
  const url = absolute(paths.home, siteOrigin);
  return { '@type': 'Person', '@id': `${url}#coach`, name: coachName, url };
}

/**
 * The coach: his name, his portrait (the one the owner uploaded, else the site's social card),
 * what he does, and his social profiles when any is set.
 */
export function coachPersonJsonLd(settings: CoachSettings): JsonLdPerson {
  const image = settings.photos?.portrait?.src ?? defaultSocialImage.url;
  const sameAs = [settings.social.linkedin, settings.social.x, settings.social.youtube].filter(
    (url) => url !== '',
  );
  return {
    ...coachRef(settings),
    image: absolute(image, settings.siteOrigin),
    jobTitle: coachProfile.jobTitle,
    description: coachProfile.description,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** Where the practice serves: every session is a video call, so wherever the client lives. */
export const practiceAreaServed = 'Worldwide';

/** The paid packages' prices as a range, lowest to highest, from the package table. */
export function packagePriceRange(): string {
  const prices = paidPackageTypes.map((type) => packages[type].price);
  return `${formatUsd(Math.min(...prices))}–${formatUsd(Math.max(...prices))}`;
}

/**
 * The consulting practice with the three paid packages as offers, each at its price and in its
 * currency from the package table, its price range and where it serves; each offer leads to its
 * own package's checkout (`/checkout?package=5-session`), where it is bought.
 */
export function consultingServiceJsonLd(
  settings: CoachSettings,
  description: string,
): JsonLdProfessionalService {
  const url = absolute(paths.consulting, settings.siteOrigin);
  return {
    '@type': 'ProfessionalService',
    '@id': `${url}#practice`,
    name: `${settings.coachName} Consulting`,
    description,
    url,
    image: absolute(defaultSocialImage.url, settings.siteOrigin),
    founder: coachRef(settings),
    priceRange: packagePriceRange(),
    areaServed: practiceAreaServed,
    makesOffer: paidPackageTypes.map((type) => {
      const info = packages[type];
      return {
        '@type': 'Offer',
        name: info.name,
        price: info.price,
        priceCurrency: packageCurrency,
        url: absolute(withPackage(paths.checkout, type), settings.siteOrigin),
        itemOffered: {
          '@type': 'Service',
          name: info.scheduleLabel,
          description: info.features.join('. '),
          provider: coachRef(settings),
        },
      };
    }),
  };
}

/** A talk the coach gives, as the speaking page lists it. */
export interface SpeakingTopic {
  title: string;
  audience: string;
  outcome: string;
}

/** Each keynote topic as a Service the coach provides, booked from the speaking page. */
export function speakingServicesJsonLd(
  settings: CoachSettings,
  topics: readonly SpeakingTopic[],
): JsonLdService[] {
  const url = absolute(paths.speaking, settings.siteOrigin);
  return topics.map((topic) => ({
    '@type': 'Service',
    name: topic.title,
    description: topic.outcome,
    serviceType: 'Keynote speaking',
    url,
    provider: coachRef(settings),
    audience: { '@type': 'Audience', audienceType: topic.audience },
  }));
}

/**
 * A published post, by the post's author, published by the coach: the coach (his own posts, and
 * as publisher) by his Person node's `@id`, the one every page describes him by.
 */
export function blogPostingJsonLd(
  post: BlogPost,
  coachName: string,
  siteOrigin: string,
): JsonLdBlogPosting {
  const url = absolute(toPath(paths.blogPost, { slug: post.slug }), siteOrigin);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription ?? post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author:
      post.authorName === coachName
        ? coachRef({ coachName, siteOrigin })
        : { '@type': 'Person', name: post.authorName },
    publisher: coachRef({ coachName, siteOrigin }),
    image: {
      '@type': 'ImageObject',
      url: absolute(blogApi.socialImage(post.slug, post.updatedAt), siteOrigin),
      ...blogSocialImageSize,
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    ...(post.tags && post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** The trail to a page, from the home page: each step's name and path. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  siteOrigin: string,
): JsonLdBreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.path, siteOrigin),
    })),
  };
}

/** The node as a document of its own, with the schema.org context. */
export function jsonLdDocument(node: JsonLdNode): JsonLdDocument {
  return { '@context': schemaOrgContext, ...node };
}

/**
 * The text of a `<script type="application/ld+json">`: the JSON with every `<`, `>` and `&`
 * written as a JSON escape, so no value (a post's title, a setting) can close the script or open
 * a comment, and the line separators JavaScript once refused written as escapes too. JSON
 * readers decode them back to the same characters.
 */
export function jsonLdScriptText(node: JsonLdNode): string {
  return JSON.stringify(jsonLdDocument(node)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
