/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table: yup request schemas
 * through `@sodaru/yup-to-json-schema`, response schemas as the table writes them.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import {
  isJsonResponse,
  openApiPath,
  type EndpointDefinition,
} from '@site/contracts/endpoints/define';
import { areas } from '@site/contracts/endpoints/index';
import { apiErrorSchema } from '@site/contracts/endpoints/responses';

type JsonObject = Record<string, unknown>;

/** A request schema as JSON Schema, with each field's `meta({ description })`. */
function requestSchema(schema: AnyObjectSchema): JsonObject {
  const converted = convertSchema(schema) as JsonObject;
  delete converted.default;
  const properties = (converted.properties ?? {}) as Record<string, JsonObject>;
  const fields = schema.describe().fields as Record<string, { meta?: { description?: string } }>;
  for (const [name, field] of Object.entries(fields)) {
    const description = field.meta?.description;
    if (description !== undefined && properties[name] !== undefined)
      properties[name] = { ...properties[name], description };
  }
  return converted;
}

function parameters(schema: AnyObjectSchema | undefined, where: 'path' | 'query'): JsonObject[] {
  if (schema === undefined) return [];
  const converted = requestSchema(schema);
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries((converted.properties ?? {}) as Record<string, JsonObject>).map(
    ([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description === undefined ? {} : { description }),
        schema: propertySchema,
      };
    },
  );
}

function operation(operationId: string, endpoint: EndpointDefinition): JsonObject {
  const accessNote =
    endpoint.access === 'booking'
      ? "Needs the booking's access: the cookie set when it was made, or `?key=` from its e-mails."
      : endpoint.access === 'owner'
        ? "Needs the owner's signed-in session (401 without it); writes only from the site's own origin (403)."
        : endpoint.access === 'owner-sign-in'
          ? "Only from the site's own origin (403 otherwise)."
          : undefined;
  const description = [endpoint.description, accessNote].filter(Boolean).join('\n\n');
  const bodyTypes = endpoint.bodyTypes ?? ['application/json'];
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(endpoint.responses)) {
    responses[status] = isJsonResponse(response)
      ? {
          description: response.description,
          content: { 'application/json': { schema: response.schema } },
        }
      : 'contentType' in response
        ? {
            description: response.description,
            content: { [response.contentType]: { schema: { type: 'string' } } },
          }
        : { description: response.description };
  }
  responses.default = {
    description:
      'Any other refusal or failure (rate limited, body too large or not JSON, server error).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
  const params = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
  return {
    operationId,
    tags: [endpoint.area],
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body !== undefined
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              bodyTypes.map((type) => [type, { schema: requestSchema(endpoint.body!) }]),
            ),
          },
        }
      : endpoint.rawBody !== undefined
        ? {
            requestBody: {
              required: true,
              description: endpoint.rawBody,
              content: Object.fromEntries(
                bodyTypes.map((type) => [
                  type,
                  {
                    schema:
                      type === 'application/json'
                        ? { type: 'object' }
                        : { type: 'string', format: 'binary' },
                  },
                ]),
              ),
            },
          }
        : {}),
    responses,
  };
}

export function openApiDocument(info: { siteOrigin: string; coachName: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const area of Object.values(areas)) {
    for (const [name, endpoint] of Object.entries(area) as [string, EndpointDefinition][]) {
      const path = openApiPath(endpoint.path);
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${info.coachName}: site API`,
      version: '1.0.0',
      description:
        'Every endpoint of the site. Every non-2xx answer is JSON `{message, errors?}`: a sentence for people, and on a 400 each refused field with its message. Query parameters an endpoint does not declare are refused (400).',
    },
    servers: [{ url: info.siteOrigin }],
    tags: Object.keys(areas).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: apiErrorSchema },
    },
  };
}
