import { latinNumber } from '@mashaer/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sjson from 'secure-json-parse';
import { AppError } from '../lib/app-error';

const EASTERN_DIGIT = /[٠-٩۰-۹]/;
/** Issue 29: numbers typed on an Arabic keyboard read as 0–9 anywhere in a body, before any schema sees them. */
const latinNumbers = (_key: string, value: unknown) => latinNumber(value);

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
 * keeps Fastify's protection against prototype poisoning (`__proto__`, `constructor`), and reads
 * numbers typed in Arabic-Indic digits as 0–9 (`latinNumbers`).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (/^\s*$/.test(text)) return done(new AppError(400, 'error.bad_request'), undefined);
    if (jsonDepthExceeds(text)) return done(new AppError(400, 'error.json_too_deep'), undefined);
    try {
      const reviver = EASTERN_DIGIT.test(text) ? latinNumbers : null;
      done(null, sjson.parse(text, reviver, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError(400, 'error.bad_request'), undefined);
    }
  });
});
