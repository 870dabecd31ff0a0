/**
 * Materials and recordings: the coach adds, lists and removes them on a client's page (behind the
 * owner's session); the client lists and downloads his in the portal (behind his portal session).
 * A file is downloaded only through these endpoints, as an attachment that no cache keeps.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { paidPackageTypes } from '../packages';
import {
  materialFileQuery,
  materialLinkSchema,
  recordingFileQuery,
  recordingLinkSchema,
} from '../client-materials';
import { defineEndpoint, json, noContent } from './define';
import { itemIdParams } from './portal';
import { apiErrorSchema, listOf } from './responses';

const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export const materialSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { enum: ['file', 'link'] },
    title: { type: 'string' },
    url: { type: ['string', 'null'], description: 'A link (http or https); null for a file.' },
    fileName: { type: ['string', 'null'], description: "A file's name as uploaded." },
    contentType: { type: ['string', 'null'] },
    sizeBytes: { type: ['integer', 'null'] },
    packageType: {
      enum: [...paidPackageTypes, null],
      description: 'Given to every buyer of this package type; null: to this client only.',
    },
    sessionId: { type: ['integer', 'null'], description: "A recording's session." },
    sessionStartsAt: isoOrNull,
    createdAt: isoInstant,
  },
  required: [
    'id',
    'kind',
    'title',
    'url',
    'fileName',
    'contentType',
    'sizeBytes',
    'packageType',
    'sessionId',
    'sessionStartsAt',
    'createdAt',
  ],
  additionalProperties: false,
} as const;

export const clientMaterialsSchema = {
  type: 'object',
  properties: {
    materials: listOf(materialSchema),
    recordings: listOf(materialSchema),
    maxFileBytes: { type: 'integer', description: 'The largest file the site stores.' },
  },
  required: ['materials', 'recordings', 'maxFileBytes'],
  additionalProperties: false,
} as const;

export const portalMaterialsSchema = {
  type: 'object',
  properties: {
    materials: listOf(materialSchema),
    recordings: listOf(materialSchema),
  },
  required: ['materials', 'recordings'],
  additionalProperties: false,
} as const;

const fileBody =
  "The file itself, as the request's body, with its own Content-Type (any type); it is streamed " +
  'to disk and refused with 413 past the size the site stores, nothing kept.';
const fileTypes = ['application/octet-stream', '*/*'] as const;
const download = {
  description:
    'The file, as an attachment under its original name (Cache-Control: private, no-store; ' +
    'X-Content-Type-Options: nosniff).',
  contentType: 'application/octet-stream',
} as const;
const notFound = (what: string) => json(what, apiErrorSchema);
const tooLarge = json('Larger than the site stores (nothing is kept).', apiErrorSchema);
const unauthorised = json('No live portal session.', apiErrorSchema);

export const getClientMaterials = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id/materials',
  area: 'client-materials',
  summary:
    "A client's materials (his own and his packages' package-wide ones) and his sessions' recordings",
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('Newest first, with the largest file the site stores.', clientMaterialsSchema),
    400: json('Not an id.', apiErrorSchema),
    404: notFound('No such client.'),
  },
});

export const addClientMaterialLink = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/materials',
  area: 'client-materials',
  summary: 'Give a link to this client, or to every buyer of one of his package types',
  access: 'owner',
  params: itemIdParams,
  body: materialLinkSchema,
  responses: {
    201: json('The material.', materialSchema),
    400: json('A field (a link that is not http or https among them).', apiErrorSchema),
    404: notFound('No such client.'),
    409: json('The client has not bought that package type.', apiErrorSchema),
  },
});

export const uploadClientMaterial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/materials/files',
  area: 'client-materials',
  summary: 'Upload a file for this client, or for every buyer of one of his package types',
  access: 'owner',
  params: itemIdParams,
  query: materialFileQuery,
  rawBody: fileBody,
  bodyTypes: fileTypes,
  responses: {
    201: json('The material.', materialSchema),
    400: json('A query field, or an empty file.', apiErrorSchema),
    404: notFound('No such client.'),
    409: json('The client has not bought that package type.', apiErrorSchema),
    413: tooLarge,
  },
});

export const addRecordingLink = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sessions/:id/recordings',
  area: 'client-materials',
  summary: "Attach a meeting service's recording link to a held session",
  access: 'owner',
  params: itemIdParams,
  body: recordingLinkSchema,
  responses: {
    201: json('The recording.', materialSchema),
    400: json('A field.', apiErrorSchema),
    404: notFound('No such session.'),
    409: json(
      'The session is not marked held, or its package keeps no recordings.',
      apiErrorSchema,
    ),
  },
});

export const uploadRecording = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sessions/:id/recordings/files',
  area: 'client-materials',
  summary: "Upload a held session's recording",
  access: 'owner',
  params: itemIdParams,
  query: recordingFileQuery,
  rawBody: fileBody,
  bodyTypes: fileTypes,
  responses: {
    201: json('The recording.', materialSchema),
    400: json('A query field, or an empty file.', apiErrorSchema),
    404: notFound('No such session.'),
    409: json(
      'The session is not marked held, or its package keeps no recordings.',
      apiErrorSchema,
    ),
    413: tooLarge,
  },
});

export const deleteClientMaterial = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/materials/:id',
  area: 'client-materials',
  summary: 'Remove a material or recording for good (a file is deleted from the disk)',
  access: 'owner',
  params: itemIdParams,
  responses: {
    204: noContent('Removed.'),
    400: json('Not an id.', apiErrorSchema),
    404: notFound('No such material.'),
  },
});

export const downloadClientMaterial = defineEndpoint({
  method: 'GET',
  path: '/api/admin/materials/:id/file',
  area: 'client-materials',
  summary: "Download a material's or recording's file (the coach)",
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: download,
    400: json('Not an id.', apiErrorSchema),
    404: notFound('No such file.'),
  },
});

export const getPortalMaterials = defineEndpoint({
  method: 'GET',
  path: '/api/portal/materials',
  area: 'client-materials',
  summary:
    "The signed-in client's materials (his own and his packages') and his sessions' recordings",
  access: 'client',
  responses: { 200: json('Newest first.', portalMaterialsSchema), 401: unauthorised },
});

export const downloadPortalMaterial = defineEndpoint({
  method: 'GET',
  path: '/api/portal/materials/:id/file',
  area: 'client-materials',
  summary: "Download one of the signed-in client's files",
  access: 'client',
  params: itemIdParams,
  responses: {
    200: download,
    400: json('Not an id.', apiErrorSchema),
    401: unauthorised,
    404: notFound('No such file among this client’s (another client’s answers the same).'),
  },
});

export const clientMaterialEndpoints = {
  getClientMaterials,
  addClientMaterialLink,
  uploadClientMaterial,
  addRecordingLink,
  uploadRecording,
  deleteClientMaterial,
  downloadClientMaterial,
  getPortalMaterials,
  downloadPortalMaterial,
} as const;

export type Material = FromSchema<typeof materialSchema>;
export type ClientMaterials = FromSchema<typeof clientMaterialsSchema>;
export type PortalMaterials = FromSchema<typeof portalMaterialsSchema>;
