/** The API's own state and the site's public content. */
import { publicSettingsSchemaJson } from './site-settings';
import { defineEndpoint, json } from './define';
import {
  apiErrorSchema,
  contentVersionSchema,
  healthSchema,
  listOf,
  testimonialSchema,
} from './responses';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  area: 'site',
  summary: 'Whether the API and its database answer',
  access: 'public',
  responses: {
    200: json('The API and its database are up.', healthSchema),
    503: json('The database cannot be reached.', apiErrorSchema),
  },
});

export const testimonials = defineEndpoint({
  method: 'GET',
  path: '/api/testimonials',
  area: 'site',
  summary: 'Active testimonials, in their display order',
  access: 'public',
  responses: { 200: json('Active testimonials.', listOf(testimonialSchema)) },
});

export const contentVersion = defineEndpoint({
  method: 'GET',
  path: '/api/site/content-version',
  area: 'site',
  summary: 'The version of the public content, for page caches',
  description:
    'Grows by one whenever a post, a testimonial or a site setting changes. A page cache (the ' +
    "shell's, a CDN purger) polls it and drops what it holds when the number moves.",
  access: 'public',
  responses: { 200: json('The current content version.', contentVersionSchema) },
});

export const siteSettings = defineEndpoint({
  method: 'GET',
  path: '/api/site/settings',
  area: 'site',
  summary: 'The site settings the owner set in the back office',
  description:
    "An empty value is not set there: each server keeps its environment's value (or its " +
    "default). The shell's server reads this to write every page's settings.",
  access: 'public',
  responses: { 200: json('The settings.', publicSettingsSchemaJson) },
});

export const siteEndpoints = { health, testimonials, contentVersion, siteSettings } as const;
