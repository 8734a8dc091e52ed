import { type MessageKey, runtimeKey } from '@mashaer/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError, isUniqueViolation, pgErrorCode, RequestValidationError } from '../lib/app-error';
import { wellFormed } from '../lib/sanitize';

type Issue = z.core.$ZodIssue;

/**
 * Validates with the route's zod schema, keeping each issue's input so an empty value reads
 * "required" rather than "too short". Unknown object keys are stripped by zod, never written.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A list call may come with no body at all: that is an empty filter, not a missing field.
    let input: unknown;
    try {
      input = httpPart === 'body' && (data === undefined || data === null) ? {} : wellFormed(data);
    } catch (e) {
      return { error: e as Error };
    }
    const r = schema.safeParse(input, { reportInput: true });
    return r.success ? { value: r.data } : { error: new RequestValidationError(r.error.issues) };
  };

/** Turns one zod issue into a dictionary key with parameters. Custom messages are keys already. */
function issueKey(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  if (issue.message?.includes('.') && /^[a-z_]+\.[a-z_]+$/.test(issue.message))
    return { key: runtimeKey(issue.message) };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { key: 'validation.required' }
        : {
            key:
              issue.expected === 'number'
                ? 'validation.number'
                : issue.expected === 'string'
                  ? 'validation.string'
                  : 'validation.invalid',
          };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1 || issue.input === ''
          ? { key: 'validation.required' }
          : { key: 'validation.min_length', params: { min: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.min_items', params: { min: Number(issue.minimum) } };
      return { key: 'validation.min_value', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'validation.max_length', params: { max: Number(issue.maximum) } };
      return { key: 'validation.max_value', params: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.enum', params: { options: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Each issue's message under its field, in the language of `req` (a request, or just its `t`). */
export function zodIssuesToFields(issues: readonly Issue[], req: Pick<FastifyRequest, 't'>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const { key, params } = issueKey(issue);
    const text = req.t(key, params);
    errors[field] ??= [];
    if (!errors[field].includes(text)) errors[field].push(text);
  }
  return errors;
}

function send422(
  req: FastifyRequest,
  reply: FastifyReply,
  errors: Record<string, string[]>,
  key: MessageKey = 'error.validation',
  params?: Record<string, string | number>,
) {
  return reply.code(422).send({ message: req.t(key, params), errors });
}

/**
 * The one error handler: AppError → its status and translated message; schema failures → 422
 * with errors keyed by field; anything unknown → 500 with a generic message and no internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, opts: { spaPage?: ((url: string) => Buffer) | null }) => {
    app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
      if (err instanceof AppError) {
        if (err.opts.headers) reply.headers(err.opts.headers);
        if (err.status === 422 && (err.opts.fields || err.opts.errors)) {
          const errors: Record<string, string[]> = { ...err.opts.errors };
          for (const [field, v] of Object.entries(err.opts.fields ?? {})) {
            errors[field] = [typeof v === 'string' ? req.t(v) : req.t(v.key, v.params)];
          }
          // The top message gets the parameters of the field error that carries the same key.
          const same = Object.values(err.opts.fields ?? {}).find(
            (v) => typeof v !== 'string' && v.key === err.messageKey,
          ) as { params?: Record<string, string | number> } | undefined;
          return send422(req, reply, errors, err.messageKey, err.opts.params ?? same?.params);
        }
        return reply.code(err.status).send({ message: req.t(err.messageKey, err.opts.params) });
      }
      if (err instanceof RequestValidationError)
        return send422(req, reply, zodIssuesToFields(err.issues, req));
      // A unique index refused a duplicate that slipped past the service's own check (a race).
      if (isUniqueViolation(err)) {
        return reply.code(422).send({ message: req.t('crud.duplicate'), errors: {} });
      }
      // A write naming a row that does not exist (a foreign key refused it; the services check the
      // rows they read, this is the last line): 422 under the column the database names.
      if (pgErrorCode(err) === '23503') {
        const detail = (err as { cause?: { detail?: string }; detail?: string }).cause?.detail ?? '';
        const column =
          /Key \((\w+)\)/.exec(detail || ((err as { detail?: string }).detail ?? ''))?.[1] ?? 'id';
        return send422(req, reply, { [column]: [req.t('validation.not_found')] });
      }
      // A check the database makes (a constraint, or a trigger's, e.g. a facility's rooms never
      // fewer than those given to camps) refused a value a schema let through: the client's value.
      if (pgErrorCode(err) === '23514') return send422(req, reply, {}, 'validation.invalid');
      // A number past the column's range that a schema let through: the client's value, not a fault.
      if (pgErrorCode(err) === '22003') return send422(req, reply, {}, 'validation.invalid');
      const fe = err as FastifyError;
      const status = fe.statusCode ?? 500;
      if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT') {
        return reply.code(413).send({ message: req.t('error.payload_too_large') });
      }
      if (status === 429) return reply.code(429).send({ message: fe.message });
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type and the like: the client's fault, told plainly.
        return reply.code(status === 415 ? 415 : 400).send({ message: req.t('error.bad_request') });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ message: req.t('error.server') });
    });

    // Unknown /api paths are 404 {message}; with the web app built, its own routes (/login,
    // /users/…) answer index.html and the app shows its /404 page for unknown ones.
    app.setNotFoundHandler((req, reply) => {
      if (opts.spaPage && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api')) {
        return reply.header('cache-control', 'no-cache').type('text/html').send(opts.spaPage(req.url));
      }
      return reply.code(404).send({ message: req.t('error.not_found') });
    });
  },
);
