import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import jsonld from 'jsonld';
import { formatUsd } from '@site/contracts/money';
import { packageCurrency, packages, paidPackageTypes, withPackage } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { coachName, siteLinks, siteOrigin } from '../support/site';

/**
 * The structured data (schema.org JSON-LD) in the first HTML of the pages that carry it, read as
 * a crawler reads it: no script runs, only the `<script type="application/ld+json">` tags.
 *
 * Each document is expanded by jsonld.js in safe mode, which throws on anything it would drop: a
 * property or type that is not a schema.org term, a relative IRI. schema.org's own context cannot
 * be fetched here, so the loader answers `https://schema.org` with a local stand-in that defines
 * exactly the schema.org terms and types the site uses (each mapped to its schema.org IRI, links
 * as IRIs): a misspelt or made-up property fails the expansion.
 */
const schema = 'https://schema.org/';
const types = [
  'Person',
  'ProfessionalService',
  'Offer',
  'Service',
  'Audience',
  'BlogPosting',
  'ImageObject',
  'WebPage',
  'BreadcrumbList',
  'ListItem',
];
const properties = [
  'name',
  'jobTitle',
  'description',
  'founder',
  'makesOffer',
  'price',
  'priceCurrency',
  'itemOffered',
  'provider',
  'serviceType',
  'audience',
  'audienceType',
  'headline',
  'datePublished',
  'dateModified',
  'author',
  'publisher',
  'mainEntityOfPage',
  'articleSection',
  'keywords',
  'width',
  'height',
  'itemListElement',
  'position',
  'priceRange',
  'areaServed',
];
/** Properties whose text values are links. */
const links = ['url', 'image', 'sameAs', 'item'];
const localSchemaContext = {
  '@context': Object.fromEntries([
    ...[...types, ...properties].map((term) => [term, `${schema}${term}`]),
    ...links.map((term) => [term, { '@id': `${schema}${term}`, '@type': '@id' }]),
  ]),
};

async function documentLoader(url: string) {
  if (url === 'https://schema.org' || url === schema) {
    return { contextUrl: null, documentUrl: url, document: localSchemaContext };
  }
  throw new Error(`No network for JSON-LD contexts: ${url}`);
}

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD document in a page's first HTML, parsed, checked and expanded. */
async function structuredData(request: APIRequestContext, pagePath: string): Promise<Node[]> {
  const response = await request.get(pagePath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts.length).toBeGreaterThan(0);
  const documents: Node[] = [];
  for (const [whole, text] of scripts) {
    expect(head, 'JSON-LD is written in <head>').toContain(whole);
    expect(text).not.toMatch(/[<>]/);
    const document = JSON.parse(text!) as Node;
    expect(document['@context']).toBe('https://schema.org');
    expect(typeof document['@type']).toBe('string');
    const expanded = await jsonld.expand(document, { documentLoader, safe: true });
    expect(expanded).toHaveLength(1);
    expect(expanded[0]!['@type']).toEqual([`${schema}${document['@type']}`]);
    documents.push(document);
  }
  return documents;
}

const ofType = (documents: Node[], type: string) => documents.filter((d) => d['@type'] === type);

/** The coach as every page that describes him does. */
async function expectCoach(request: APIRequestContext, documents: Node[]) {
  const [person, ...others] = ofType(documents, 'Person');
  expect(others).toEqual([]);
  expect(person).toMatchObject({
    name: coachName,
    url: `${siteOrigin}/`,
    jobTitle: expect.any(String),
    description: expect.any(String),
    // This site has its three profiles set.
    sameAs: [siteLinks.SOCIAL_LINKEDIN_URL, siteLinks.SOCIAL_X_URL, siteLinks.SOCIAL_YOUTUBE_URL],
  });
  const image = person!.image as string;
  expect(image.startsWith(`${siteOrigin}/`)).toBe(true);
  const served = await request.get(image);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
}

test.describe('structured data in the first HTML', () => {
  for (const pagePath of ['/', '/about']) {
    test(`${pagePath} describes the coach as a Person`, async ({ request }) => {
      const documents = await structuredData(request, pagePath);
      await expectCoach(request, documents);
    });
  }

  for (const pagePath of ['/consulting', '/consulting/specials']) {
    test(`${pagePath} offers the three packages at the package table's prices`, async ({
      request,
    }) => {
      const documents = await structuredData(request, pagePath);
      const prices = paidPackageTypes.map((type) => packages[type].price);
      const [service, ...others] = ofType(documents, 'ProfessionalService');
      expect(others).toEqual([]);
      expect(service).toMatchObject({
        url: `${siteOrigin}/consulting`,
        founder: { '@type': 'Person', name: coachName },
        priceRange: `${formatUsd(Math.min(...prices))}–${formatUsd(Math.max(...prices))}`,
        areaServed: expect.any(String),
      });
      expect(service!.makesOffer).toEqual(
        paidPackageTypes.map((type) =>
          expect.objectContaining({
            '@type': 'Offer',
            name: packages[type].name,
            price: packages[type].price,
            priceCurrency: packageCurrency,
            // Its own package's checkout, where it is bought.
            url: `${siteOrigin}${withPackage(paths.checkout, type)}`,
          }),
        ),
      );
    });
  }

  test('/speaking lists each keynote topic as a Service of the coach', async ({ request }) => {
    const keynotes = JSON.parse(
      readFileSync(
        path.join(__dirname, '../../mfe-marketing/src/features/speaking/content/keynotes.json'),
        'utf8',
      ),
    ) as { title: string; audience: string }[];
    const documents = await structuredData(request, '/speaking');
    const services = ofType(documents, 'Service');
    expect(services.map((service) => service.name)).toEqual(keynotes.map((k) => k.title));
    for (const service of services) {
      expect(service).toMatchObject({
        url: `${siteOrigin}/speaking`,
        provider: { '@type': 'Person', name: coachName },
        audience: { '@type': 'Audience', audienceType: expect.any(String) },
      });
    }
  });

  test('a post has its BlogPosting and its trail Home › Blog › post', async ({ request }) => {
    const documents = await structuredData(request, '/blog/two-of-you-framework');
    const [posting] = ofType(documents, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: expect.stringContaining('The Two of You Framework'),
      url: `${siteOrigin}/blog/two-of-you-framework`,
    });
    // The coach, as author and publisher, is the Person node the home page describes: its @id.
    const [coach] = ofType(await structuredData(request, '/'), 'Person');
    const reference = { '@type': 'Person', '@id': coach!['@id'], name: coachName, url: coach!.url };
    expect(reference['@id']).toBe(`${siteOrigin}/#coach`);
    expect(posting!.author).toEqual(reference);
    expect(posting!.publisher).toEqual(reference);
    const [trail] = ofType(documents, 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteOrigin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteOrigin}/blog` },
      {
        '@type': 'ListItem',
        position: 3,
        name: posting!.headline,
        item: `${siteOrigin}/blog/two-of-you-framework`,
      },
    ]);
  });

  test('holds nothing of the visitor: the same data whoever asks', async ({ request }) => {
    for (const pagePath of ['/', '/consulting/specials', '/blog/two-of-you-framework']) {
      const plain = await structuredData(request, pagePath);
      const visitor = await request.get(`${pagePath}?utm_source=newsletter&ref=visitor-7`, {
        headers: { cookie: 'visitor=visitor-7', 'user-agent': 'visitor-7' },
      });
      const html = await visitor.text();
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map(([, text]) => JSON.parse(text!) as Node);
      expect(scripts).toEqual(plain);
      expect(JSON.stringify(scripts)).not.toContain('visitor-7');
    }
  });
});
