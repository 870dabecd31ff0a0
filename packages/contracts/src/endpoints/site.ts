/** The API's own state and the site's public content. */
import { defineEndpoint, json } from './define';
import { apiErrorSchema, healthSchema, listOf, testimonialSchema } from './responses';

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

export const siteEndpoints = { health, testimonials } as const;
