/** The API's own description and the files it serves. */
import { object, string } from 'yup';
import { defineEndpoint, json } from './define';
import { apiErrorSchema } from './responses';

export const openApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  area: 'reference',
  summary: 'This API described as OpenAPI 3.1, generated from the endpoint table',
  access: 'public',
  responses: {
    200: json('The OpenAPI document.', { type: 'object', additionalProperties: true }),
  },
});

export const apiDocs = defineEndpoint({
  method: 'GET',
  path: '/api/docs',
  area: 'reference',
  summary: 'A readable reference of this API (Swagger UI, served from this origin)',
  access: 'public',
  responses: { 200: { description: 'The reference page.', contentType: 'text/html' } },
});

export const media = defineEndpoint({
  method: 'GET',
  path: '/api/media/*',
  area: 'reference',
  summary: 'Files of the media folder (blog images)',
  access: 'public',
  params: object({ path: string().required().meta({ description: 'Path inside the folder.' }) }),
  responses: {
    200: { description: 'The file.', contentType: 'application/octet-stream' },
    404: json('No such file.', apiErrorSchema),
  },
});

export const uploadedMedia = defineEndpoint({
  method: 'GET',
  path: '/api/media/uploads/*',
  area: 'reference',
  summary: 'Images the owner uploaded for his posts (AVIF and WebP, content-named, cached a year)',
  access: 'public',
  params: object({ path: string().required().meta({ description: 'The file name.' }) }),
  responses: {
    200: { description: 'The image.', contentType: 'image/webp' },
    404: json('No such file.', apiErrorSchema),
  },
});

export const referenceEndpoints = { openApiDocument, apiDocs, media, uploadedMedia } as const;
