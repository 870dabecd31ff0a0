/**
 * Routes are registered from the endpoint table (`@site/contracts/endpoints`): method, path,
 * rate limit and a response schema per status come from the entry, and one validation hook checks
 * the path parameters, the query and the body against the entry's schemas before the handler
 * runs. Handlers receive the validated values and never parse anything themselves.
 *
 * Order of the hook: path parameters, then the query (a parameter the entry does not declare, or
 * one given twice, is refused), then the route's `access` step if it has one (a booking the caller
 * may use; it runs before the body is read, so a stranger learns nothing from a body's errors),
 * then the body. Path parameter failures answer 400 `{message}`; query and body failures
 * 400 `{message, errors}`, naming every refused field.
 *
 * A `client` entry must have an access step (the portal's session, 401 without it): registering
 * one without it throws, so the app does not boot.
 *
 * An `owner` entry carries the owner guard (no-store, same-origin writes, the owner's live session,
 * 401 without it) before anything is parsed, and the admin rate limit; `owner-sign-in` (the
 * sign-in alone) the same without the session.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteShorthandOptions,
} from 'fastify';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  isJsonResponse,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
} from '@site/contracts/endpoints/define';
import { apiErrorSchema } from '@site/contracts/endpoints/responses';
import { badRequest } from './errors';
import { InvalidFieldsError, validateInput } from './validation';

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export interface EndpointRoute<E extends EndpointDefinition, Context> {
  /**
   * Runs after the path parameters and query are valid and before the body is read: finds what
   * the caller may act on (a booking) or throws (404/403). Its result reaches the handler.
   */
  access?(request: EndpointRequest<E>): Promise<Context>;
  /** The body to validate, given the access step's result (e.g. fields taken from a booking). */
  bodyWith?: (body: unknown, context: Context) => unknown;
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
    context: Context,
    // The answer is checked against the entry's response schema when it is serialized.
  ) => Promise<unknown>;
}

export const unknownQueryMessage = (name: string) =>
  `Unknown query parameter: ${name}. This address takes none by that name.`;
export const repeatedQueryMessage = (name: string) => `Please send ${name} once.`;

/** Path parameters: one message, the first refused parameter's. */
async function validateParams(schema: AnyObjectSchema, value: unknown): Promise<unknown> {
  try {
    // Fastify's params and query objects are not plain objects: read their own values.
    return await validateInput(schema, { ...(value as object) });
  } catch (error) {
    if (error instanceof InvalidFieldsError) throw badRequest(error.message);
    if (error instanceof ValidationError) throw badRequest(error.errors[0] ?? error.message);
    throw error;
  }
}

/** The query: every refused parameter named with its message, as for a body. */
async function validateQuery(
  schema: AnyObjectSchema | undefined,
  query: unknown,
): Promise<unknown> {
  const given = { ...((query ?? {}) as object) } as Record<string, unknown>;
  const declared = schema === undefined ? {} : schema.fields;
  const repeated: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(declared, name)) throw badRequest(unknownQueryMessage(name));
    if (Array.isArray(value)) repeated[name] = repeatedQueryMessage(name);
  }
  if (schema === undefined) return given;
  try {
    const valid = await validateInput(schema, given);
    if (Object.keys(repeated).length > 0) throw new InvalidFieldsError(repeated);
    return valid;
  } catch (error) {
    const errors: Record<string, string> = {};
    if (error instanceof InvalidFieldsError) Object.assign(errors, error.errors);
    else if (error instanceof ValidationError)
      for (const inner of error.inner) {
        if (inner.path) errors[inner.path] ??= inner.errors[0] ?? inner.message;
      }
    else throw error;
    // A repeated parameter's message says what is wrong with it better than its type's.
    Object.assign(errors, repeated);
    throw new InvalidFieldsError(
      Object.fromEntries(
        Object.keys(schema.fields)
          .filter((name) => errors[name] !== undefined)
          .map((name) => [name, errors[name] as string]),
      ),
    );
  }
}

/** The response schemas Fastify serializes with: declared JSON answers, and every error. */
function responseSchemas(endpoint: EndpointDefinition): Record<string, unknown> {
  const schemas: Record<string, unknown> = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
  for (const [status, response] of Object.entries(endpoint.responses)) {
    if (isJsonResponse(response)) schemas[status] = response.schema;
  }
  return schemas;
}

/** Registers one endpoint of the table with its handler. */
export function route<E extends EndpointDefinition, Context = undefined>(
  app: FastifyInstance,
  endpoint: E,
  definition: EndpointRoute<NoInfer<E>, Context>,
): void {
  const contexts = new WeakMap<FastifyRequest, Context>();
  // A client portal endpoint answers only with the portal's session: the app refuses to boot
  // when one is registered without the step that checks it.
  if (endpoint.access === 'client' && definition.access === undefined)
    throw new Error(
      `${endpoint.method} ${endpoint.path} is a client endpoint without its access step`,
    );
  const owner =
    endpoint.access === 'owner'
      ? app.adminGuard.route()
      : endpoint.access === 'owner-sign-in'
        ? app.adminGuard.signInRoute()
        : undefined;
  const rateLimit =
    owner !== undefined
      ? owner.config.rateLimit
      : endpoint.rateLimit === undefined
        ? undefined
        : endpoint.rateLimit === 'forms'
          ? app.config.rateLimit.forms
          : app.config.rateLimit.post;
  const options: RouteShorthandOptions = {
    schema: { response: responseSchemas(endpoint) },
    ...(owner === undefined ? {} : { preParsing: owner.preParsing }),
    ...(rateLimit === undefined ? {} : { config: { rateLimit } }),
  };
  app.route({
    ...options,
    method: endpoint.method as HTTPMethods,
    url: endpoint.path,
    preValidation: async (request) => {
      const typed = request as EndpointRequest<E>;
      if (endpoint.params !== undefined)
        typed.params = (await validateParams(endpoint.params, request.params)) as ParamsOf<E>;
      const query = await validateQuery(endpoint.query, request.query);
      if (endpoint.query !== undefined) typed.query = query as QueryOf<E>;
      const context = (
        definition.access === undefined ? undefined : await definition.access(typed)
      ) as Context;
      contexts.set(request, context);
      if (endpoint.body !== undefined) {
        const body =
          definition.bodyWith === undefined
            ? request.body
            : definition.bodyWith(request.body, context);
        typed.body = (await validateInput(endpoint.body, body)) as BodyOf<E>;
      }
    },
    handler: (request, reply) =>
      definition.handler(request as EndpointRequest<E>, reply, contexts.get(request) as Context),
  });
}
