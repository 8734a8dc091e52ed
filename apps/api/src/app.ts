import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { FILE_LIMITS, HealthAnswerSchema, translate } from '@mashaer/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { seedBase, seedDemoIfEmpty } from './db/seed/seed';
import { JobWorker } from './lib/jobs';
import { logSerializers } from './lib/log-safe';
import { configurePasswords } from './lib/password';
import { answers, requireAnswers } from './lib/route';
import { setSiteTimeZone } from './lib/site-time';
import { createStorage } from './lib/storage';
import { createMessenger } from './messaging/messenger';
import { Outbox } from './messaging/outbox';
import { modules } from './modules';
import { EXPORT_JOB, exportJob } from './modules/jobs/export.job';
import { setMessageLinkBase } from './modules/notifications/notifications.service';
import { ARCHIVE_JOB, archiveJob } from './modules/reports/archive.job';
import { ARCHIVE_SWEEP_JOB, archiveSweepJob } from './modules/reports/archive-sweep.job';
import { accessPlugin } from './plugins/access';
import { errorsPlugin, zodValidatorCompiler } from './plugins/errors';
import { i18nPlugin, pickLang } from './plugins/i18n';
import { jsonBodyPlugin } from './plugins/json-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/serializer';
import { findWebDist, isAssetUrl, isHashedAsset, spaPages } from './web-build';

type BuildOptions = {
  config: Config;
  database?: Database;
  logger?: boolean;
  /** Where the log goes (stdout by default); tests capture it. */
  logStream?: { write: (line: string) => void };
};

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
): Promise<FastifyInstance & { ctx: AppContext; database: Database; jobWorker: JobWorker }> {
  const { config } = opts;
  configurePasswords(config.ARGON2_MEMORY_KIB);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: logSerializers as never,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // Only named proxies may tell the client's address (rate-limit key, audit ip).
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // Ids in paths are integers; anything else is simply not found.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A malformed URL (bad percent-encoding) answers the API's {message}, never echoing the URL.
    frameworkErrors: (_err, req, reply) => {
      const message = translate(pickLang(req.headers['accept-language']), 'error.bad_request');
      (reply as unknown as { code: (n: number) => { send: (b: unknown) => void } })
        .code(400)
        .send({ message });
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ check: config.NODE_ENV !== 'production', strict: config.STRICT_ANSWERS }),
  );

  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      poolMax: config.DATABASE_POOL_MAX,
    }));
  const storage = await createStorage(config);
  await seedBase(database.db);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, { storage }, app.log);
  setMessageLinkBase(config.PUBLIC_URL);
  const messenger = await createMessenger(database.db, config, app.log);
  const outbox = new Outbox(
    database.db,
    messenger.transports,
    {
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      pollMs: config.OUTBOX_POLL_MS,
    },
    app.log,
  );
  const ctx: AppContext = {
    db: database.db,
    config,
    messenger,
    outbox,
    storage,
  };
  const jobWorker = new JobWorker(
    database.db,
    {
      [EXPORT_JOB]: exportJob(ctx),
      [ARCHIVE_JOB]: archiveJob(ctx),
      [ARCHIVE_SWEEP_JOB]: archiveSweepJob(ctx),
    },
    { pollMs: config.JOBS_POLL_MS, leaseMs: config.JOBS_LEASE_MS, concurrency: config.JOBS_CONCURRENCY },
    app.log,
  );

  await app.register(i18nPlugin);
  await app.register(jsonBodyPlugin);
  const webDist = findWebDist(config.WEB_DIST);
  setSiteTimeZone(config.SITE_TIME_ZONE);
  await app.register(errorsPlugin, {
    spaPage: webDist ? spaPages(webDist, config) : null,
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
  // Only when other origins are named: with none (the web app is served by this server), the
  // plugin's hook still ran on every request to conclude it had nothing to add.
  if (config.CORS_ORIGINS.length)
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: false,
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    });
  await app.register(rateLimit, {
    // Applied below as the first request hook of every route, not per route: a route's own hooks
    // run after the app's, so the access check's 401 answered made-up tokens before they were
    // ever counted (issue 28 §6).
    global: false,
    // Content-hashed build files: a page load fetches dozens, and they cost nothing to serve.
    allowList: (req) => isAssetUrl(req.url),
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
  app.addHook('onRequest', app.rateLimit());
  if (!config.TRUST_PROXY.length) warnOfUntrustedProxy(app);
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
      requireAnswers(api);
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: { response: answers({ 200: HealthAnswerSchema }), tags: ['system'] },
        },
        async () => {
          await ctx.db.execute('select 1' as never);
          return {
            status: 'ok',
            database: database.kind,
            site: config.SITE,
            time_zone: config.SITE_TIME_ZONE,
          };
        },
      );
      for (const register of modules) await register(api, ctx);
    },
    { prefix: '/api' },
  );
  if (config.apiDocs)
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
      index: false,
      preCompressed: true,
      // Vite names every file under /assets by its content hash, so a browser may keep it for a
      // year without asking again; anything else (favicon, index.html) is revalidated.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          isHashedAsset(webDist, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

  // An answer given before the request body was read (401 to an upload, 413) closes the
  // connection; otherwise the unread rest of the body would keep the socket open.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });

  // Every process dispatches the outbox and runs jobs (both safe with any number of processes).
  if (config.OUTBOX_DISPATCH) await outbox.start(database.listen);
  if (config.JOBS_WORKER) await jobWorker.start(database.listen);
  app.addHook('preClose', async () => {
    await Promise.all([outbox.stop(), jobWorker.stop()]);
  });
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });
  return Object.assign(app as FastifyInstance, { ctx, database, jobWorker });
}

/**
 * Behind a proxy with TRUST_PROXY unset, every request seems to come from the proxy: all users
 * share one rate-limit budget and the audit log's ip is the proxy's. Said once, at the first
 * request that shows it.
 */
function warnOfUntrustedProxy(app: FastifyInstance) {
  let warned = false;
  // A callback hook, not an async one: it runs on every request and a promise costs more than the check.
  app.addHook('onRequest', (req, _reply, done) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return done();
    warned = true;
    app.log.warn(
      "requests carry X-Forwarded-For but TRUST_PROXY is not set: every client shares the rate limit and the audit ip is the proxy's; set TRUST_PROXY to the proxy's address",
    );
    done();
  });
}
