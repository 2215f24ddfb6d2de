import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, NestFactory } from '@nestjs/core';
import { allRoutes, routeKey, routeMatcher, type AnyRoute } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import type { Redis } from 'ioredis';
import { GatewayModule } from '../app.module';
import { loadGatewayConfig } from '../config';
import { API_DOCS_PATH, setupApiDocs } from '../docs/api-docs';
import { routeOf } from './route';

/** A route in Express's router, as the running app registered it. */
interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** Served by the OpenAPI module itself, not by a controller: the docs page and its files. */
const isApiDocsPath = (path: string): boolean =>
  path === API_DOCS_PATH ||
  path.startsWith(`${API_DOCS_PATH}/`) ||
  path.startsWith(`${API_DOCS_PATH}-`);

const registeredRoutes = (app: INestApplication): string[] => {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route && typeof layer.route.path === 'string'
      ? Object.keys(layer.route.methods)
          .filter((method) => layer.route?.methods[method])
          .map((method) => `${method.toUpperCase()} ${String(layer.route?.path)}`)
      : [],
  );
};

/** Every controller method Nest maps to HTTP, with the route declared on it (if any). */
const mappedHandlers = (app: INestApplication): { name: string; route: AnyRoute | undefined }[] => {
  const scanner = app.get(MetadataScanner);
  return app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => {
      const prototype = (wrapper.metatype as { prototype?: object } | null)?.prototype;
      if (!prototype) {
        return [];
      }
      return scanner
        .getAllMethodNames(prototype)
        .map((name) => (prototype as Record<string, object>)[name] ?? {})
        .filter((handler) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
        .map((handler) => ({
          name: `${wrapper.name}.${(handler as { name?: string }).name ?? '?'} (${String(
            Reflect.getMetadata(PATH_METADATA, handler),
          )})`,
          route: routeOf(handler),
        }));
    });
};

describe('the routes the gateway registers', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent' });
    // Nothing here talks to Redis or RabbitMQ: the app is built and its routes read, not served.
    const idle = { on: () => idle, status: 'wait', disconnect: () => undefined };
    const redis = { disconnect: () => undefined, duplicate: () => idle } as unknown as Redis;
    app = await NestFactory.create(
      {
        module: class RouteScan {},
        imports: [
          GatewayModule.forRoot(config, createLogger('gateway', 'silent'), redis),
          DiscoveryModule,
        ],
      },
      { bodyParser: false, logger: false },
    );
    setupApiDocs(app, config);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('maps every handler through a route declaration', () => {
    const handlers = mappedHandlers(app);
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.filter((handler) => !handler.route).map((handler) => handler.name)).toEqual([]);
  });

  it('are exactly the declared routes, each once, besides the API docs', () => {
    const registered = registeredRoutes(app);
    const served = registered.filter((key) => !isApiDocsPath(key.split(' ')[1] ?? ''));
    expect(registered.length).toBeGreaterThan(served.length);
    expect([...served].sort()).toEqual(allRoutes.map(routeKey).sort());
  });

  it('registers each declaration on the handler that carries it', () => {
    const declared = mappedHandlers(app).map((handler) => handler.route);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(declared)).toEqual(new Set(allRoutes));
  });

  it('lets no route with a :parameter shadow a route registered after it', () => {
    const served = registeredRoutes(app).filter((key) => !isApiDocsPath(key.split(' ')[1] ?? ''));
    const order = served.map((key) => {
      const [method = '', path = ''] = key.split(' ');
      return { key, method, path };
    });
    const shadowed = order.flatMap((route, index) => {
      const sample = route.path.replace(/:[A-Za-z0-9_]+/g, 'sample-value');
      const first = order.find((candidate) =>
        routeMatcher([{ method: candidate.method as AnyRoute['method'], path: candidate.path }])(
          route.method,
          sample,
        ),
      );
      return first && first.key !== route.key && order.indexOf(first) < index
        ? [`${route.key} is answered by ${first.key}`]
        : [];
    });
    expect(shadowed).toEqual([]);
    // The case that made this rule: the matches list and the match page of an accepted match.
    expect(served.indexOf('GET /api/matches/list')).toBeGreaterThanOrEqual(0);
    expect(served.indexOf('GET /api/matches/list')).toBeLessThan(
      served.indexOf('GET /api/matches/:matchId'),
    );
  });
});
