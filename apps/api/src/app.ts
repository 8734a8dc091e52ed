import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { FILE_LIMITS } from '@mashaer/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { seedBase, seedDemoIfEmpty } from './db/seed/seed';
import { configurePasswords } from './lib/password';
import { createMessenger } from './messaging/messenger';
import { modules } from './modules';
import { accessPlugin } from './plugins/access';
import { errorsPlugin, zodValidatorCompiler } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { securityHeadersPlugin } from './plugins/security-headers';

export type BuildOptions = { config: Config; database?: Database; logger?: boolean };

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.code',
  'body.token',
  'res.headers["set-cookie"]',
];

/**
 * Builds the whole server without listening: tests call it and use `inject()`, server.ts listens.
 * Opens (and migrates) the database unless one is handed in, and loads the reference data.
 */
export async function buildApp(
  opts: BuildOptions,
): Promise<FastifyInstance & { ctx: AppContext; database: Database }> {
  const { config } = opts;
  configurePasswords(config.ARGON2_MEMORY_KIB);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
    // Only named proxies may tell the client's address (rate-limit key, audit ip).
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // Ids in paths are integers; anything else is simply not found.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      poolMax: config.DATABASE_POOL_MAX,
    }));
  await seedBase(database.db);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, app.log);
  const ctx: AppContext = {
    db: database.db,
    config,
    messenger: await createMessenger(database.db, config, app.log),
  };

  await app.register(i18nPlugin);
  const webDist = findWebDist(config.WEB_DIST);
  await app.register(errorsPlugin, {
    spaIndex: webDist ? fs.readFileSync(path.join(webDist, 'index.html')) : null,
  });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Not forced: a site served over plain http inside a private network must still load.
        upgradeInsecureRequests: null,
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(config.REDIS_URL
      ? {
          redis: new (await import('ioredis')).Redis(config.REDIS_URL, {
            lazyConnect: false,
            maxRetriesPerRequest: 1,
          }),
        }
      : {}),
    // The limit headers go only on the 429 (with Retry-After): on every other answer they cost
    // time and tell a client nothing it needs.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      message: req.t('error.too_many_requests', { seconds: Math.ceil(ctx.ttl / 1000) }),
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.media, files: 20, fields: 100, fieldSize: 1024 * 1024, parts: 130 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mashaer Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(accessPlugin, { db: ctx.db });

  await app.register(
    async (api) => {
      api.get('/health', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => {
        await ctx.db.execute('select 1' as never);
        return { status: 'ok', database: database.kind, site: config.SITE };
      });
      for (const register of modules) await register(api, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (h) => h.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  // The web build writes .br/.gz beside each file; they are sent to clients that accept them.
  if (webDist)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      maxAge: '1h',
      index: false,
      preCompressed: true,
    });

  // An answer given before the request body was read (401 to an upload, 413) closes the
  // connection; otherwise the unread rest of the body would keep the socket open.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });
  return Object.assign(app as FastifyInstance, { ctx, database });
}

/** The built web app to serve: WEB_DIST, or apps/web/dist found from here; '' disables it. */
function findWebDist(setting: string | undefined): string | null {
  if (setting === '') return null;
  const candidates = setting
    ? [path.resolve(setting)]
    : [1, 2, 3, 4].map((up) =>
        path.resolve(
          path.dirname(new URL(import.meta.url).pathname),
          ...Array(up).fill('..'),
          'apps/web/dist',
        ),
      );
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html'))) ?? null;
}
