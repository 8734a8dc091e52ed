import { type AnyEndpoint, FileResponseSchema } from '@mashaer/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { type Access, type Actor, actorOf } from './actor';

/** What a handler gets of its call: the path parameters, query and body as the endpoint parses them. */
type EndpointInput<E extends AnyEndpoint> = {
  params: z.output<E['params']>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

/** The caller: none on a public route, else the Actor of the request. */
type CallerOf<A extends Access> = A extends 'public' ? null : Actor;

/** The HTTP side, for what only a handler does: read an upload, stream a file, set a header. */
type Http = { req: FastifyRequest; reply: FastifyReply };

type RouteOpts<A extends Access> = {
  access: A;
  /** The table the `{id}` addresses (object-scope suite; see plugins/access). */
  resource?: FastifyContextConfig['resource'];
  tags?: string[];
  onSend?: RouteOptions['onSend'];
  bodyLimit?: number;
};

/** An answer that is not JSON: its description and its body by content type. */
type ContentAnswer = { description: string; content: Record<string, { schema: z.ZodType }> };

/** The `response` entry of a file download: bytes, described as such in the OpenAPI document. */
export const fileAnswer = {
  description: 'the file',
  content: { 'application/octet-stream': { schema: FileResponseSchema } },
};

/**
 * The `response` of a route registered by hand (`r.get(path, { schema: { response: answers({ 200: X }) } })`):
 * the answer's schema for the OpenAPI document and the serializer. As with `route()`, the handler's
 * return is not typed by it: it is checked when it is written (outside production; see
 * plugins/serializer.ts), since services answer their own row types (a Date, a status as string).
 */
export const answers = (byStatus: Partial<Record<200 | 201, z.ZodType | ContentAnswer>>) =>
  byStatus as Record<number, unknown>;

/** The Fastify form of a contract path: `general/sadad/details/{id}` → `/general/sadad/details/:id`. */
const fastifyPath = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Registers the route of a contract endpoint: its method and path, its schemas (params, query,
 * body, and the answer for the OpenAPI document and the serializer) and its access. The handler
 * gets the parsed input and the caller, and answers what the endpoint declares (the endpoint's
 * status is set for it), or the reply it has sent itself (a file: `sendOpened`).
 *
 * `route(app, financeEndpoints.sadadList, { access: SADAD }, (input, actor) => sadad.list(ctx, actor, …))`
 */
export function route<E extends AnyEndpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  opts: RouteOpts<A>,
  handler: (
    input: EndpointInput<E>,
    actor: CallerOf<A>,
    http: Http,
    // The answer is checked against the endpoint's response schema when it is written (outside
    // production, so the tests catch drift; see plugins/serializer.ts), not here: services answer
    // their own row types (Date, a status as string) that the schema's output narrows.
  ) => Promise<unknown> | unknown,
) {
  const isFile = endpoint.response === FileResponseSchema;
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    config: { access: opts.access, ...(opts.resource ? { resource: opts.resource } : {}) },
    ...(opts.onSend ? { onSend: opts.onSend } : {}),
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
    schema: {
      ...(opts.tags ? { tags: opts.tags } : {}),
      ...(Object.keys((endpoint.params as z.ZodObject).shape ?? {}).length
        ? { params: endpoint.params }
        : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { [endpoint.status]: isFile ? fileAnswer : endpoint.response },
    },
    handler: async (req, reply) => {
      const actor = (opts.access === 'public' ? null : actorOf(req)) as CallerOf<A>;
      const input = { params: req.params, query: req.query, body: req.body } as EndpointInput<E>;
      const answer = await handler(input, actor, { req, reply });
      // A handler that answered itself (a file, a 304 for a cached one) is done.
      if (answer === reply || reply.sent) return reply;
      return reply.code(endpoint.status).send(answer);
    },
  });
}

/**
 * Issue 27 §3: every route of the API declares its answer. Called first in the API's plugin, it
 * makes registering a route with no 2xx `response` schema throw, so the server refuses to start
 * rather than serve an answer the OpenAPI document does not describe (and the serializer cannot
 * write by its schema). A file or an event stream declares its content type (`fileAnswer`).
 */
export function requireAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (r) => {
    const methods = [r.method].flat();
    if (methods.every((m) => m === 'HEAD')) return;
    const response = (r.schema?.response ?? {}) as Record<string, unknown>;
    if (Object.keys(response).some((status) => status.startsWith('2'))) return;
    throw new Error(
      `${methods.join(',')} ${r.url} declares no response schema (issue 27 §3): add \`response: answers({ 200: … })\` or declare it as an endpoint`,
    );
  });
}
