/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table: yup request schemas
 * through `@sodaru/yup-to-json-schema`, response schemas (and their headers) as the table writes
 * them. What a client must know beyond the shapes is declared where generators read it: the
 * owner's session cookie as a security scheme required by each owner operation, the same-origin
 * rule of the back office's writes (403), and the 429 of every rate-limited operation with its
 * headers.
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

/** The name of the owner's security scheme in `components.securitySchemes`. */
export const ownerSecurityScheme = 'ownerSession';

const errorContent = {
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
} as const;

/** The headers @fastify/rate-limit sends with a 429 (and the limit's state on other answers). */
const rateLimitHeaders = {
  'Retry-After': {
    description: 'Seconds until this address may call the operation again.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Limit': {
    description: 'Calls allowed per address in each window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Calls left in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the current window ends.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const sameOriginRule =
  'A POST, PUT, PATCH or DELETE must carry an `Origin` header naming the site (the `servers` ' +
  'URL, or one of the origins the deployment allows in `CORS_ORIGINS`); without it, or with ' +
  'another, the answer is 403 `{message}`. Browsers send it themselves; other clients set it.';

/** Whether the API rate limits the operation (per client address, in the database). */
function isRateLimited(endpoint: EndpointDefinition): boolean {
  return (
    endpoint.rateLimit !== undefined ||
    endpoint.access === 'owner' ||
    endpoint.access === 'owner-sign-in'
  );
}

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
      ? "Needs the booking's access: the cookie set when it was made, or `?key=` from its emails."
      : endpoint.access === 'owner'
        ? "Needs the owner's signed-in session (401 without it); writes only from the site's own origin (403)."
        : endpoint.access === 'owner-sign-in'
          ? "Only from the site's own origin (403 otherwise)."
          : endpoint.access === 'client'
            ? "Needs the client portal's session: the cookie set by signing in with an emailed code or a booking's link (401 without it)."
            : undefined;
  const originNote =
    (endpoint.access === 'owner' || endpoint.access === 'owner-sign-in') &&
    endpoint.method !== 'GET'
      ? sameOriginRule
      : undefined;
  const description = [endpoint.description, accessNote, originNote].filter(Boolean).join('\n\n');
  const bodyTypes = endpoint.bodyTypes ?? ['application/json'];
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(endpoint.responses)) {
    responses[status] = isJsonResponse(response)
      ? {
          description: response.description,
          ...(response.headers === undefined ? {} : { headers: response.headers }),
          content: { 'application/json': { schema: response.schema } },
        }
      : 'contentType' in response
        ? {
            description: response.description,
            content: { [response.contentType]: { schema: { type: 'string' } } },
          }
        : { description: response.description };
  }
  const owner = endpoint.access === 'owner' || endpoint.access === 'owner-sign-in';
  const writes = endpoint.method !== 'GET';
  if (endpoint.access === 'owner') {
    responses['401'] ??= {
      description: "No signed-in session: the owner's cookie is missing or its session ended.",
      content: errorContent,
    };
  }
  if (owner && writes) {
    responses['403'] ??= {
      description: 'The request did not come from the site: `Origin` missing or another site.',
      content: errorContent,
    };
  }
  if (isRateLimited(endpoint)) {
    const limited =
      'Too many calls from this address in the current window (`{message}` says how long to ' +
      'wait); `Retry-After` gives the seconds.';
    const declared = responses['429'] as { description: string } | undefined;
    responses['429'] = {
      ...(declared ?? { content: errorContent }),
      description: declared ? `${declared.description} Also: ${limited}` : limited,
      headers: rateLimitHeaders,
    };
  }
  responses.default = {
    description:
      'Any other refusal or failure (body too large or not JSON, 503 while the database cannot ' +
      'be reached, server error).',
    content: errorContent,
  };
  const params = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
  return {
    operationId,
    tags: [endpoint.area],
    ...(endpoint.access === 'owner' ? { security: [{ [ownerSecurityScheme]: [] }] } : {}),
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

export function openApiDocument(info: {
  siteOrigin: string;
  coachName: string;
  /** The session cookie's name in this deployment (`__Host-` prefixed behind https). */
  ownerCookie: string;
}): JsonObject {
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
      securitySchemes: {
        [ownerSecurityScheme]: {
          type: 'apiKey',
          in: 'cookie',
          name: info.ownerCookie,
          description:
            "The owner's session: `POST /api/admin/session` sets this cookie (HttpOnly, " +
            'SameSite=Strict, `Path=/`); send it back with every back-office call. ' +
            `${sameOriginRule}`,
        },
      },
    },
  };
}
