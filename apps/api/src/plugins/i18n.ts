import { type Lang, type MessageKey, translate } from '@mashaer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

/** `Accept-Language: en` selects English; anything else (or nothing) is Arabic, the default. */
export function pickLang(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}

export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ar');
  app.decorateRequest(
    't',
    function (this: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
      return translate(this.lang, key, params);
    },
  );
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = pickLang(req.headers['accept-language']);
    done();
  });
});
