/**
 * The shape of one entry of the endpoint table. Each endpoint is declared once: the API registers
 * its route from the entry (validation of params, query and body, a response schema per status),
 * the front ends build its URL and query keys from it, and the OpenAPI document is generated from
 * it. Requests are described with yup (the schemas the forms use, with their messages); responses
 * with JSON Schema, which the API's serializer applies (nothing undeclared leaves the API) and
 * from which the response types are derived.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { AnyObjectSchema, InferType } from 'yup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone. `booking`: the browser holding the booking's cookie
 * or a link with its `?key=` (answers as if the booking did not exist otherwise). `owner`: the
 * owner's signed-in session (the back office; 401 without it). `owner-sign-in`: the owner's
 * sign-in alone: no session yet, but the back office's same-origin rule and rate limit. `client`:
 * the signed-in client portal's session (401 without it); the person is the session's.
 */
export type Access = 'public' | 'booking' | 'owner' | 'owner-sign-in' | 'client';

/** A header an answer carries (documented in the OpenAPI document). */
export interface ResponseHeader {
  readonly description: string;
  readonly schema: JSONSchema;
}

/** A JSON answer: its JSON Schema (the serializer writes only what it declares). */
export interface JsonResponse<S extends JSONSchema = JSONSchema> {
  readonly description: string;
  readonly schema: S;
  /** Headers it carries beside the body, by name. */
  readonly headers?: Readonly<Record<string, ResponseHeader>>;
}

/** An answer that is not JSON (a feed, an image), described by its media type. */
export interface FileResponse {
  readonly description: string;
  readonly contentType: string;
}

/** An answer without a body (204). */
export interface EmptyResponse {
  readonly description: string;
  readonly empty: true;
}

export type ResponseSpec = JsonResponse | FileResponse | EmptyResponse;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Full path with `:name` parameters, e.g. `/api/consultation-bookings/:id`. */
  readonly path: string;
  /** The area it belongs to (an OpenAPI tag): one file of the table per area. */
  readonly area: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /** Which rate limit applies (every POST has one): `forms` for the public forms, else `default`. */
  readonly rateLimit?: 'forms' | 'default';
  readonly params?: AnyObjectSchema;
  /** Declared query parameters; any other parameter is refused with a 400. */
  readonly query?: AnyObjectSchema;
  readonly body?: AnyObjectSchema;
  /** Media types the body may come as (default: JSON only). */
  readonly bodyTypes?: readonly string[];
  /** A body the API reads raw (the Stripe webhook's signed bytes), described only in words. */
  readonly rawBody?: string;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
}

/** Declares an endpoint, keeping its literal types for the API's handlers and the clients. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** A JSON answer described by a schema (and the headers it carries, if any). */
export function json<const S extends JSONSchema>(
  description: string,
  schema: S,
  headers?: Readonly<Record<string, ResponseHeader>>,
): JsonResponse<S> {
  return headers === undefined ? { description, schema } : { description, schema, headers };
}

/** An answer without a body. */
export function noContent(description: string): EmptyResponse {
  return { description, empty: true };
}

export function isJsonResponse(response: ResponseSpec): response is JsonResponse {
  return 'schema' in response;
}

type SchemaOf<S> = S extends AnyObjectSchema ? InferType<S> : Record<string, never>;

export type ParamsOf<E extends EndpointDefinition> = SchemaOf<E['params']>;
export type QueryOf<E extends EndpointDefinition> = SchemaOf<E['query']>;
export type BodyOf<E extends EndpointDefinition> = SchemaOf<E['body']>;

/** The JSON a given status answers with. */
export type ResponseOf<
  E extends EndpointDefinition,
  Status extends keyof E['responses'],
> = E['responses'][Status] extends { readonly schema: infer S extends JSONSchema }
  ? FromSchema<S>
  : never;

type SuccessStatus = 200 | 201;

/** The JSON of the endpoint's success answers. */
export type SuccessOf<E extends EndpointDefinition> = {
  [Status in keyof E['responses'] & SuccessStatus]: ResponseOf<E, Status>;
}[keyof E['responses'] & SuccessStatus];

/** The raw values a URL is built from: path parameters and query parameters, as on the wire. */
type UrlValue = string | number;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends EndpointDefinition> = {
  [Name in ParamNames<E['path']>]: UrlValue;
};

export type UrlQuery<E extends EndpointDefinition> = {
  [Name in keyof QueryOf<E>]?: UrlValue | null;
};

/** What a URL of the endpoint is built from: its path parameters (if any), then a query. */
export type UrlArguments<E extends EndpointDefinition> =
  ParamNames<E['path']> extends never
    ? [params?: Record<string, never>, query?: UrlQuery<E>]
    : [params: PathParams<E>, query?: UrlQuery<E>];

/**
 * The URL of an endpoint: each `:name` replaced by its encoded value, then the query parameters
 * that have a value (null and undefined are left out, so an absent access key adds nothing).
 */
export function urlOf<E extends EndpointDefinition>(
  endpoint: E,
  ...[params, query]: UrlArguments<E>
): string {
  const values = (params ?? {}) as Record<string, UrlValue>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, UrlValue | null>)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query key of an endpoint's answer: its path, then the values it was asked with. A prefix
 * (`queryKeyOf(endpoint)`) covers every answer of the endpoint, for invalidation.
 */
export function queryKeyOf<E extends EndpointDefinition>(
  endpoint: E,
  ...values: (Record<string, UrlValue | null | undefined> | undefined)[]
): readonly unknown[] {
  return [endpoint.path, ...values.filter((value) => value !== undefined)];
}

/** The path in OpenAPI's form: `/api/blog/{slug}`; a trailing `*` is the parameter `{path}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{path}');
}
