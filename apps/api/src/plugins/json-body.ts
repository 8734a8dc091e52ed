import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sjson from 'secure-json-parse';
import { AppError } from '../lib/app-error';

/** The deepest nesting of arrays and objects a JSON body may have (ours need 4 or 5). */
const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, counted in one pass over its characters before anything
 * parses it (strings skipped, escapes honoured); stops as soon as `limit` is passed.
 */
function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * The JSON body parser of every route: refuses a body nested deeper than MAX_JSON_DEPTH with 400
 * `{message}` before parsing (a 195 KB body of 100,000 nested arrays used to overflow the stack),
 * and keeps Fastify's protection against prototype poisoning (`__proto__`, `constructor`).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (/^\s*$/.test(text)) return done(new AppError(400, 'error.bad_request'), undefined);
    if (jsonDepthExceeds(text)) return done(new AppError(400, 'error.json_too_deep'), undefined);
    try {
      done(null, sjson.parse(text, null, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError(400, 'error.bad_request'), undefined);
    }
  });
});
