import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, fileAnswer, requireAnswers } from '../../src/lib/route';

/** Issue 27 §3: a route of the API that declares no answer stops the server from starting. */
function api() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireAnswers(app);
  return app;
}

describe('requireAnswers', () => {
  it('refuses a JSON route with no response schema, naming it', async () => {
    const app = api();
    expect(() => app.get('/api/bare', { schema: { tags: ['x'] } }, async () => ({ ok: true }))).toThrow(
      /GET \/api\/bare declares no response schema/,
    );
    await app.close();
  });

  it('refuses a route whose only answers are errors', async () => {
    const app = api();
    expect(() =>
      app.post(
        '/api/err',
        { schema: { response: { 422: z.object({ message: z.string() }) } } },
        async () => ({}),
      ),
    ).toThrow(/POST \/api\/err declares no response schema/);
    await app.close();
  });

  it('takes a JSON answer or a file, and the server starts', async () => {
    const app = api();
    app.get(
      '/api/json',
      { schema: { response: answers({ 200: z.object({ ok: z.boolean() }) }) } },
      async () => ({
        ok: true,
      }),
    );
    app.get('/api/file', { schema: { response: answers({ 200: fileAnswer }) } }, async (_req, reply) =>
      reply.type('application/pdf').send(Buffer.from('%PDF')),
    );
    await app.ready();
    expect((await app.inject({ url: '/api/json' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/api/file' })).statusCode).toBe(200);
    await app.close();
  });
});
