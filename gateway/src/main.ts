import 'reflect-metadata';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { createLogger, PinoNestLogger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import { GatewayModule } from './app.module';
import { setupApiDocs } from './docs/api-docs';
import { loadGatewayConfig, trustProxyValue, type GatewayConfig } from './config';
import { apiCachePolicy } from './http/cache-policy';
import { refuseMiscasedPaths } from './http/path-case';
import { requestContext } from './http/request-log';
import { apiRateLimit, jsonBody, lastResortErrors } from './http/request-pipeline';
import { keepConnectionsAlive } from './http/keep-alive';
import { LiveServer } from './live/live.server';
import { metricsMiddleware, registry } from './metrics/metrics';
import { runPrimary, shareMetricsWithPrimary } from './cluster';
import { accessBeforeBody } from './security/access-before-body';
import { csrfProtection } from './security/csrf';
import { opsAccess } from './security/ops-access';
import { RateLimiter } from './security/rate-limiter';
import { securityHeaders } from './security/security-headers';
import { absoluteTimeout, sessionMiddleware } from './security/session';
import { firstScreenKey } from './spa/first-screen';
import { spaMiddleware } from './spa/spa';
import { ReadCache, trackMemberChanges } from './infra/read-cache';
import { guardAgainstRedisOutages } from './infra/redis-outage';

/** Builds the gateway application (not yet listening); tests use it directly. */
export const createGateway = async (config: GatewayConfig): Promise<NestExpressApplication> => {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  // Commands issued in the same turn of the event loop (many requests' session reads and limit
  // counts) go to Redis in one write.
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    enableAutoPipelining: true,
  });
  // Without a listener an 'error' event would end the process; a Redis outage is logged and each
  // request that needs Redis fails on its own (ioredis reconnects by itself).
  redis.on('error', (err) => logger.warn({ err }, 'gateway: Redis error'));
  // Set before Nest builds the router: every check below matches paths in exact case, so the
  // routes must too (otherwise POST /API/... would reach a handler past the CSRF check).
  const server = express();
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.forRoot(config, logger, redis),
    new ExpressAdapter(server),
    { bodyParser: false, logger: new PinoNestLogger(logger) },
  );
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.disable('x-powered-by');
  app.use(requestContext(logger));
  app.use(metricsMiddleware);
  app.use(securityHeaders(config));
  app.use(apiCachePolicy);
  app.use(refuseMiscasedPaths);
  // The key on the gateway's own requests for a member's first screen (spa/first-screen).
  const ownRequestsKey = firstScreenKey(config.SESSION_SECRET);
  app.use(apiRateLimit(app.get(RateLimiter), config, ownRequestsKey));
  app.use(sessionMiddleware(config, redis));
  app.use(absoluteTimeout());
  app.use(trackMemberChanges(app.get(ReadCache), logger));
  app.use(csrfProtection);
  app.use(opsAccess(config));
  // Who may call is known from the session alone: refuse before reading up to 8 MB of body.
  app.use(accessBeforeBody);
  jsonBody(config).forEach((handler) => app.use(handler));
  const firstScreen = {
    key: ownRequestsKey,
    onFailure: (error: unknown) => logger.warn({ err: error }, 'a first screen was not drawn'),
  };
  spaMiddleware(config.SPA_DIR ?? join(process.cwd(), 'frontend', 'dist'), firstScreen).forEach(
    (handler) => app.use(handler),
  );
  app.use(lastResortErrors(logger));
  app.enableShutdownHooks();

  setupApiDocs(app, config);
  keepConnectionsAlive(app.getHttpServer(), config.HTTP_KEEP_ALIVE_SECONDS);
  // Socket.IO answers /api/live on the same HTTP server, before Express sees the request.
  await app.get(LiveServer).attach(app.getHttpServer());
  return app;
};

const main = async (): Promise<void> => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  if (cluster.isPrimary && config.GATEWAY_WORKERS > 1) {
    runPrimary(config.GATEWAY_WORKERS, logger);
    return;
  }
  if (cluster.isWorker) {
    shareMetricsWithPrimary(registry);
  }
  guardAgainstRedisOutages(logger);
  const app = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT }, `gateway listening on http://${config.HOST}:${config.PORT}`);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
