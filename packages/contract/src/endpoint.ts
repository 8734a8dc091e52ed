import { z } from 'zod';
import { id } from './fields';

/**
 * One call of the wire, declared once (issue 27 §3): the API registers its route from it
 * (`route()` in apps/api/src/lib/route.ts) with the answer in the OpenAPI document, and the web
 * calls it typed (`call()` in apps/web/src/api/call.ts). The path is the specification's, relative
 * to `/api`, with its parameters as `{name}`: each is an id unless `params` says otherwise.
 */
type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The names of a path's `{param}`s: `general/sadad/details/{id}` → `'id'`. */
type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

type IdParams<P extends string> = z.ZodObject<{ [K in PathParamNames<P>]: typeof id }>;

type Endpoint<
  P extends string = string,
  Pa extends z.ZodType = z.ZodType,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: P;
  params: Pa;
  query: Q;
  /** JSON (or form) body; `multipart` bodies are read by the handler and have none here. */
  body: B;
  multipart: boolean;
  /** The success status: 201 for a `store`, else 200. */
  status: 200 | 201;
  response: R;
};

/** The widest endpoint, for generic code over any of them. */
export type AnyEndpoint = Endpoint<
  string,
  z.ZodType,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

const PARAM = /\{(\w+)\}/g;

/** The `{name}`s of a path, in order. */
const pathParamNames = (path: string) => [...path.matchAll(PARAM)].map((m) => m[1] as string);

export function defineEndpoint<
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  Pa extends z.ZodType = IdParams<P>,
>(def: {
  method: HttpMethod;
  path: P;
  params?: Pa;
  query?: Q;
  body?: B;
  multipart?: boolean;
  status?: 200 | 201;
  response: R;
}): Endpoint<P, Pa, Q, B, R> {
  const params = def.params ?? z.object(Object.fromEntries(pathParamNames(def.path).map((n) => [n, id])));
  return {
    method: def.method,
    path: def.path,
    params: params as Pa,
    query: def.query as Q,
    body: def.body as B,
    multipart: def.multipart ?? false,
    status: def.status ?? 200,
    response: def.response,
  };
}

// ---- the answers every kind of call shares ----

/** A write's answer `{ message, data }` (`code: 104` for a business warning). */
export const messageResponse = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, code: z.number().int().optional() });
/** A write's answer with no data beyond the notice (what data it carries is not declared yet). */
export const MessageResponseSchema = z.object({
  message: z.string(),
  data: z.unknown().optional(),
  code: z.number().int().optional(),
});

/** A read's answer `{ data }`. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ data });

/** A file download: bytes, not JSON (the OpenAPI document shows a binary body). */
export const FileResponseSchema = z.string().meta({ format: 'binary', description: 'the file' });

/** What the web reads back from an endpoint. */
export type EndpointAnswer<E extends AnyEndpoint> = z.output<E['response']>;
/** What `E` answers in `data`: a record, or a list's page. */
export type AnswerData<E extends AnyEndpoint> = EndpointAnswer<E> extends { data: infer D } ? D : never;
/** A row of the page a list endpoint answers (`{ data: { data: Row[], … } }`). */
export type ListRowOf<E extends AnyEndpoint> =
  AnswerData<E> extends { data: readonly (infer R)[] } ? R : never;

/** `GET health`: the process is up and its database answers. */
export const HealthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.string(),
  site: z.string(),
  time_zone: z.string(),
});

/** `GET dashboard`: the caller's cards, each a key and its count. */
export const DashboardAnswerSchema = z.object({
  data: z.object({ cards: z.array(z.object({ key: z.string(), value: z.number() })) }),
});
