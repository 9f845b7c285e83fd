import type { z } from 'zod';

/**
 * One endpoint of the API, written once: the server implements it by name (role check, request
 * validation, reply serialisation and its API reference entry all come from this object), the browser
 * and the tests call it through a typed client that parses each reply by its status's schema.
 * Free of zod at run time (types only), so the landing chunk can build a URL; the reply helpers are in `replies.ts`.
 */
export type Access = 'public' | 'client' | 'caseworker' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Who may call it: anyone, a signed-in client, any staff member, or an admin. */
  access: Access;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The reply schema of every status the endpoint answers. */
  replies: Record<number, z.ZodType>;
  /** A file reply (CSV, ZIP, a document), not JSON: its content types, for the API reference; its schema documents it only. */
  produces?: readonly string[];
}

/** Declares an endpoint; `const` keeps its path, method and statuses as literal types. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

// A part whose every field is optional may be left out.
type Optional<T> = undefined extends T ? true : object extends T ? true : false;
type Part<K extends string, S> = S extends z.ZodType
  ? Optional<z.input<S>> extends true
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

// A path parameter is text in the URL: a number is written as its digits.
type Params<S> = S extends z.ZodType ? { params: { [K in keyof z.input<S>]: string | number } } : { params?: never };

/** What a caller sends: the path parameters, query and body the endpoint declares, typed by their schemas. */
export type EndpointInput<E extends EndpointDefinition> = Params<E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

type Status<E extends EndpointDefinition> = Extract<keyof E['replies'], number>;
type SuccessStatus<E extends EndpointDefinition> = Extract<Status<E>, 200 | 201 | 202 | 204>;

/** A reply of one status, its body parsed by that status's schema. */
export type ReplyAt<E extends EndpointDefinition, S extends Status<E>> = z.output<E['replies'][S]>;

/** A successful reply: the status with its parsed body, one member per 2xx status the endpoint answers. */
export type EndpointReply<E extends EndpointDefinition> = { [S in SuccessStatus<E>]: { status: S; body: ReplyAt<E, S> } }[SuccessStatus<E>];

/** The endpoint's path with its parameters filled in (each encoded) and the query appended. */
export function endpointUrl(definition: EndpointDefinition, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${definition.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The body an endpoint takes, as a caller writes it. */
export type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The query an endpoint takes, as a caller writes it. */
export type QueryOf<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
