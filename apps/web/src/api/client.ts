import { notice } from '../components/notice/notice';
import { currentLang, i18n } from '../i18n/i18n';
import { clearSession, readSession, rememberPath } from '../session/session-store';
import { ApiError } from './api-error';

/**
 * The one HTTP client. Every call: base `/api`, bearer token when stored, `Accept-Language`.
 * 401 → clear the session, remember the location, go to /login, no message. 422 → thrown with
 * field errors for the form. Other failures → danger notice (server message or "there is problem")
 * unless `silent`. A 200 answer with `code: 104` → warning notice.
 */
const API_BASE = '/api';
/**
 * The contract's WARNING_CODE (104). Not imported: `list.ts` of the contract builds zod schemas at
 * module level, and importing it here would put zod in the entry chunk (login budget).
 */
const WARNING_CODE = 104;

type Query = Record<string, string | number | boolean | undefined | null>;
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** No danger notice on failure: the caller shows its own. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra headers (e.g. `Accept: text/event-stream`). */
  headers?: Record<string, string>;
};

let onUnauthorized: () => void = () => window.location.assign('/login');
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function apiUrl(path: string, query?: Query) {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  // Absolute on this origin (the same request in a browser; also valid where fetch needs a base).
  return `${window.location.origin}${API_BASE}/${clean}${s ? `?${s}` : ''}`;
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLang(), Accept: 'application/json' };
  const token = readSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function handleUnauthorized() {
  const hadSession = Boolean(readSession().token);
  clearSession();
  const here = window.location.pathname + window.location.search;
  rememberPath(here);
  if (hadSession || !here.startsWith('/login')) onUnauthorized();
}

const problemText = () => i18n.t('notice.problem');

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 204) return undefined;
  if (type.includes('application/json')) return res.json().catch(() => undefined);
  const text = await res.text().catch(() => '');
  return text ? { message: text } : undefined;
}

/** Low-level: a fetch with the client's headers and 401 handling; the body is left unread. */
export async function send(path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers = { ...authHeaders(), ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    if (!opts.silent) notice('danger', problemText());
    throw new ApiError(0, problemText());
  }
  if (res.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, '');
  }
  return res;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  const data = await readBody(res);
  if (!res.ok) {
    const message = (data as { message?: string } | undefined)?.message || problemText();
    const error = new ApiError(res.status, message, data);
    if (!opts.silent && res.status !== 422) notice('danger', message);
    throw error;
  }
  const answer = data as { code?: number; message?: string } | undefined;
  if (answer?.code === WARNING_CODE && answer.message) notice('warning', answer.message);
  return data as T;
}

/** A file behind authorisation (signature, stamp, documents) as a blob. */
export async function fetchBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const res = await send(path, { ...opts, method: 'GET' });
  if (!res.ok) throw new ApiError(res.status, problemText());
  return res.blob();
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'DELETE' }),
};

/** True for a 200 answer that is a business warning (already shown as a warning notice). */
export const isWarningAnswer = (answer: unknown) =>
  (answer as { code?: number } | undefined)?.code === WARNING_CODE;
