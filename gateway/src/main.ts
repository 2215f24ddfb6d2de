import 'reflect-metadata';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, PinoNestLogger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import { GatewayModule } from './app.module';
import { setupApiDocs } from './docs/api-docs';
import { loadGatewayConfig, trustProxyValue, type GatewayConfig } from './config';
import { apiRateLimit, jsonBody, lastResortErrors, requestContext } from './http/request-pipeline';
import { LiveServer } from './live/live.server';
import { metricsMiddleware } from './metrics/metrics';
import { csrfProtection } from './security/csrf';
import { RateLimiter } from './security/rate-limiter';
import { absoluteTimeout, sessionMiddleware } from './security/session';
import { spaMiddleware } from './spa/spa';

/** Builds the gateway application (not yet listening); tests use it directly. */
export const createGateway = async (config: GatewayConfig): Promise<NestExpressApplication> => {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.forRoot(config, logger, redis),
    { bodyParser: false, logger: new PinoNestLogger(logger) },
  );
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.disable('x-powered-by');
  requestContext(logger).forEach((handler) => app.use(handler));
  app.use(metricsMiddleware);
  app.use((_req: unknown, res: { setHeader: (k: string, v: string) => void }, next: () => void) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });
  app.use(apiRateLimit(app.get(RateLimiter), config));
  jsonBody(config).forEach((handler) => app.use(handler));
  app.use(sessionMiddleware(config, redis));
  app.use(absoluteTimeout());
  app.use(csrfProtection);
  spaMiddleware(config.SPA_DIR ?? join(process.cwd(), 'frontend', 'dist')).forEach((handler) =>
    app.use(handler),
  );
  app.use(lastResortErrors(logger));
  app.enableShutdownHooks();

  setupApiDocs(app, config);
  // Socket.IO answers /api/live on the same HTTP server, before Express sees the request.
  await app.get(LiveServer).attach(app.getHttpServer());
  return app;
};

const main = async (): Promise<void> => {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  logger.info({ port: config.PORT }, `gateway listening on http://${config.HOST}:${config.PORT}`);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
