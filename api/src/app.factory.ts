import type { IncomingMessage } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LogController, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { registerBodyParsers } from './common/body-parsers.js';
import { DatabaseHealth } from './health/database-health.js';
import { FastPaths } from './common/fast-paths.js';
import { identify, OutsidePipelineErrors } from './common/outside-pipeline-errors.js';
import { HealthFastPath } from './health/health-fast-path.js';
import { ProductListCache } from './product/product-list.cache.js';
import { ProductService } from './product/product.service.js';
import { PRODUCT_LIST_PATH, ProductListFastPath } from './product/product-list-fast-path.js';
import { createOriginCheck } from './common/origin-check.js';
import { PinoLoggerService } from './common/pino-logger.js';
import { INSTANCE_ID, createRequestIdGenerator } from './common/request-id.js';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig, TrustProxy } from './config/app-config.js';
import type { ResolvedDatabase } from './database/database-options.js';
import { MULTIPART_LIMITS } from './product/product-upload.js';
import { Metrics } from './metrics/metrics.js';
import { activeTraceId, traceFields } from './telemetry/trace-context.js';

/** JSON bodies above this size answer 413; the largest real body (an order) is far smaller. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Product images never change under a given name, so browsers may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Creates the structured (pino) logger shared by Fastify and Nest; each line names the instance. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { pid: process.pid, hostname: hostname(), instance: INSTANCE_ID },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // With tracing on, every line logged inside a request names its trace (and span).
    mixin: traceFields,
  });
}

/**
 * With tracing on, a request's id is its trace id: the `x-request-id` of every answer (errors
 * included) and the `reqId` of its log lines then find the trace. Otherwise `fallback`'s id.
 */
function traceOrRequestId(
  fallback: (request: IncomingMessage) => string,
): (request: IncomingMessage) => string {
  return (request) => activeTraceId() ?? fallback(request);
}

/**
 * Fastify's `trustProxy` from ours. A hop count becomes the function Fastify itself would
 * build from it, as Nest's adapter options type does not list numbers.
 */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

async function registerPlugins(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const uploadsRoot = join(config.dataDir, 'uploads');
  await mkdir(uploadsRoot, { recursive: true });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Product images are loaded by the storefront from another origin (port 8080 → 4000).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The API answers JSON and images: nothing it sends may run a script or be framed.
    // Swagger UI (/api/docs, when enabled) gets its own policy below.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    // The seller portal edits with PATCH and PUT (the CORS plugin allows GET, HEAD, POST only).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    // A folder is never listed; answer it as missing (not the static plugin's bare 403).
    allowedPath: (pathname) => !pathname.endsWith('/'),
    cacheControl: false,
    setHeaders: (response) => response.header('cache-control', IMMUTABLE_CACHE),
  });
}

/**
 * Feeds the request metrics: every answer by method, route pattern (never the raw URL, which
 * would make a series per order id) and status. Fast answers are counted by their exact path.
 */
function countRequests(metrics: Metrics, fastify: FastifyInstance, fastPaths: FastPaths): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  fastPaths.observe((request, response, startedAt) => {
    const route = (request.url ?? '').split('?')[0];
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      metrics.observeRequest(request.method ?? 'GET', route, response.statusCode, seconds);
    });
  });
}

/** Swagger UI's page: its own scripts and styles, no inline script. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Answers under /api/ are personal (a session check, addresses, orders) unless a route says
 * otherwise (the product list's `no-cache` + ETag, images' year-long cache): no browser or
 * proxy may keep them. Swagger UI's page gets its own CSP.
 */
function addResponseHeaderHooks(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    if (path === '/api/docs' || path.startsWith('/api/docs/')) {
      void reply.header('content-security-policy', DOCS_CSP);
    }
  });
}

function setUpDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('GreenCart API')
      .setDescription('Online grocery store: shopper, cart, address, order and seller calls.')
      .setVersion('1.0')
      .addCookieAuth('token', undefined, 'user')
      .addCookieAuth('sellerToken', undefined, 'seller')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
}

/**
 * Builds the fully configured API (filters, validation, cookies, helmet, CORS, origin
 * check, multipart, static uploads, OpenAPI, raw bodies for the payment notifications) and
 * initialises it without listening. `main.ts` listens; tests drive it with supertest.
 *
 * @param config a validated configuration whose database URL is resolved
 */
export async function createApp(
  config: AppConfig & ResolvedDatabase,
  logger: Logger = createLogger(config),
): Promise<NestFastifyApplication> {
  const requestId = traceOrRequestId(createRequestIdGenerator(config.trustProxy));
  const fastPaths = new FastPaths();
  const healthFastPath = new HealthFastPath(requestId);
  fastPaths.add(healthFastPath.answer);
  const errors = new AllExceptionsFilter(config.businessErrorsAs200);
  // Refusals by the router and Node's HTTP parser, before any hook runs: our shape and headers.
  const outsideErrors = new OutsidePipelineErrors(errors);
  const adapter = new FastifyAdapter({
    frameworkErrors: outsideErrors.router,
    clientErrorHandler: outsideErrors.client,
    serverFactory: fastPaths.serverFactory,
    loggerInstance: logger,
    bodyLimit: JSON_BODY_LIMIT,
    // Ours, or the trusted gateway's; request.log lines carry it as `reqId`.
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Two log lines per request would halve the throughput of the cached list; errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    rawBody: true,
    logger: new PinoLoggerService(logger),
    // Throw instead of exiting, so main.ts can say why it cannot start (database down).
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // First hook: even a request refused by the origin check answers with its id.
  fastify.addHook('onRequest', async (request, reply) => {
    identify(request, reply);
  });
  fastify.addHook('onRequest', createOriginCheck(config.corsOrigins));
  countRequests(app.get(Metrics), fastify, fastPaths);
  app.useGlobalFilters(errors);
  app.useGlobalPipes(createValidationPipe());
  registerBodyParsers(app, JSON_BODY_LIMIT);
  await registerPlugins(app, config);
  addResponseHeaderHooks(fastify);
  if (config.apiDocs) setUpDocs(app);
  await app.init();
  await fastify.ready();
  outsideErrors.learnHeaders(
    (await fastify.inject({ method: 'GET', url: '/api/no-such-route' })).headers,
  );
  healthFastPath.attach(app.get(DatabaseHealth));
  await addProductListFastPath(app, fastify, fastPaths, config.corsOrigins, requestId);
  return app;
}

/**
 * Serves the cached product list from the server's own listener. One request through the
 * whole pipeline at start-up shows which headers the route answers with; the fast path
 * repeats them. If that request fails (no database yet), the list simply keeps
 * going through Fastify.
 */
async function addProductListFastPath(
  app: NestFastifyApplication,
  fastify: FastifyInstance,
  fastPaths: FastPaths,
  corsOrigins: readonly string[],
  requestId: (request: IncomingMessage) => string,
): Promise<void> {
  const cache = app.get(ProductListCache);
  const products = app.get(ProductService);
  const fastPath = new ProductListFastPath(cache, corsOrigins, requestId, () => products.listAll());
  const warm = await fastify.inject({ method: 'GET', url: PRODUCT_LIST_PATH });
  // Only the headers are kept: the list itself is read fresh on first demand (a seed or an
  // import may still be writing products).
  cache.invalidate();
  if (warm.statusCode !== 200) return;
  fastPath.learnHeaders(warm.headers);
  fastPaths.add(fastPath.answer);
}
