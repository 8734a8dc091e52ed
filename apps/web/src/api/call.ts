import type { AnyEndpoint, EndpointAnswer } from '@mashaer/contract';
import type { z } from 'zod';
import { type RequestOptions, request } from './client';

type HasShape<T> = T extends z.ZodObject ? (keyof T['shape'] extends never ? false : true) : false;

/** What a call of `E` takes: its path parameters, query and body as the contract declares them. */
type CallInput<E extends AnyEndpoint> = (HasShape<E['params']> extends true
  ? { params: { [K in keyof z.input<E['params']>]: z.input<E['params']>[K] | string } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> | FormData } : { body?: FormData }) &
  Pick<RequestOptions, 'silent' | 'signal'>;

type Args<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `general/sadad/details/{id}` with `{ id: 3 }` → `general/sadad/details/3`. */
export function endpointPath(path: string, params: Record<string, unknown> = {}) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === null || v === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(v));
  });
}

/**
 * Calls an endpoint of the contract through the one client (token, language, 401, notices), typed
 * by its declaration: the input it takes, the answer it gives. No path or answer type is written
 * on the web: `call(financeEndpoints.sadadDetails, { params: { id } })`.
 */
export function call<E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointAnswer<E>> {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown } & Pick<
    RequestOptions,
    'silent' | 'signal'
  >;
  return request<EndpointAnswer<E>>(endpointPath(endpoint.path, i.params), {
    method: endpoint.method,
    query: i.query as RequestOptions['query'],
    body: endpoint.method === 'POST' ? (i.body ?? {}) : i.body,
    silent: i.silent,
    signal: i.signal,
  });
}
