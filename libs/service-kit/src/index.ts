import 'reflect-metadata';
import {
  Controller,
  Global,
  Inject,
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type INestMicroservice,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  EventBus,
  RpcContextInterceptor,
  RpcHandler,
  RpcErrorFilter,
  busEntities,
  BusTables1763700000000,
  isTransientFailure,
  rpcServerOptions,
} from '@mithaq/bus';
import { loadConfig, serviceEnvSchema, type ServiceConfig } from '@mithaq/config';
import { Access, type PingReply, type RpcDef, type ServiceName } from '@mithaq/contracts';
import { openDatabase, pingDatabase, retrying, type RetryRule } from '@mithaq/database';
import { createLogger, PinoNestLogger, type Logger } from '@mithaq/logging';
import { DataSource } from 'typeorm';
import { ChangeFeed, installChangeTriggers } from './change-feed';

export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const InjectConfig = (): ParameterDecorator => Inject(CONFIG);
export const InjectLogger = (): ParameterDecorator => Inject(LOGGER);

type EntityClass = new (...args: never[]) => unknown;

/**
 * How long a starting service waits for its database when Postgres is unreachable, starting up
 * or out of connection slots, before it gives up and exits.
 */
export const DATABASE_STARTUP_WAIT_MS = 60_000;

export interface ServiceDefinition {
  service: ServiceName;
  ping: RpcDef<Record<string, never>, PingReply>;
  module: Type<unknown>;
  entities: EntityClass[];
  migrations: EntityClass[];
}

class Shutdown implements OnApplicationShutdown {
  constructor(
    private readonly events: EventBus,
    private readonly dataSource: DataSource,
    private readonly changes: ChangeFeed | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.changes?.stop();
    await this.events.close();
    await this.dataSource.destroy();
  }
}

const CHANGE_FEED = Symbol('CHANGE_FEED');

/** What a starting service waits out in its first database work (see DATABASE_STARTUP_WAIT_MS). */
const startupRetry = (logger: Logger, what: string): RetryRule => ({
  when: isTransientFailure,
  forMs: DATABASE_STARTUP_WAIT_MS,
  onRetry: (err, waitMs) => logger.warn({ err, waitMs }, `${what}; waiting`),
});

/** Every service answers a ping with the state of its own database (used by /health). */
const pingController = (definition: ServiceDefinition): Type<unknown> => {
  @Controller()
  class PingRpc {
    constructor(private readonly dataSource: DataSource) {}

    @RpcHandler(definition.ping, { access: Access.Visitor })
    async ping(): Promise<PingReply> {
      return { service: definition.service, database: await pingDatabase(this.dataSource) };
    }
  }
  return PingRpc;
};

@Global()
@Module({})
class ServiceKitModule {
  /** `announceChanges`: raise the service's generation after every write (the running service). */
  static forRoot(
    definition: ServiceDefinition,
    config: ServiceConfig,
    logger: Logger,
    announceChanges = false,
  ): DynamicModule {
    return {
      module: ServiceKitModule,
      imports: [definition.module],
      controllers: [pingController(definition)],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: DataSource,
          useFactory: () =>
            openDatabase({
              url: config.databaseUrl,
              entities: [...busEntities, ...definition.entities],
              migrations: [BusTables1763700000000, ...definition.migrations],
              poolSize: config.DATABASE_POOL_SIZE,
              retry: startupRetry(logger, 'the database cannot be opened yet'),
            }),
        },
        {
          provide: EventBus,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) =>
            EventBus.start({
              service: definition.service,
              rabbitmqUrl: config.RABBITMQ_URL,
              prefix: config.BUS_PREFIX,
              dataSource,
              logger,
              prefetch: config.EVENT_PREFETCH,
              maxAttempts: config.EVENT_MAX_ATTEMPTS,
              outboxPollMs: config.OUTBOX_POLL_MS,
            }),
        },
        {
          provide: CHANGE_FEED,
          inject: [DataSource, EventBus],
          useFactory: async (
            dataSource: DataSource,
            events: EventBus,
          ): Promise<ChangeFeed | null> => {
            if (!announceChanges) {
              return null;
            }
            // Its own connection of the pool, which a crowded server may refuse for a while.
            await retrying(
              () => installChangeTriggers(dataSource),
              startupRetry(logger, 'the change triggers cannot be installed yet'),
            );
            const feed = new ChangeFeed({
              service: definition.service,
              notifications: events,
              redisUrl: config.REDIS_URL,
              redisPrefix: config.REDIS_PREFIX,
              logger,
            });
            feed.start();
            return feed;
          },
        },
        {
          provide: Shutdown,
          inject: [EventBus, DataSource, CHANGE_FEED],
          useFactory: (e: EventBus, d: DataSource, c: ChangeFeed | null) => new Shutdown(e, d, c),
        },
      ],
      exports: [CONFIG, LOGGER, DataSource, EventBus],
    };
  }
}

/** The service's application context without its RPC queue consumer, for one-off tasks (seeding). */
export const createServiceContext = async (
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv = process.env,
): Promise<INestApplicationContext> => {
  const config = loadConfig(serviceEnvSchema(definition.service), env);
  const logger = createLogger(definition.service, config.LOG_LEVEL);
  return NestFactory.createApplicationContext(
    ServiceKitModule.forRoot(definition, config, logger),
    {
      logger: new PinoNestLogger(logger),
    },
  );
};

/** Boots a service: validated config, migrated database, event bus, RPC queue consumer. */
export const runService = async (
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> => {
  const config = loadConfig(serviceEnvSchema(definition.service), env);
  const logger = createLogger(definition.service, config.LOG_LEVEL);
  const app = await NestFactory.createMicroservice(
    ServiceKitModule.forRoot(definition, config, logger, true),
    {
      ...rpcServerOptions(definition.service, {
        rabbitmqUrl: config.RABBITMQ_URL,
        prefix: config.BUS_PREFIX,
        prefetch: config.RPC_PREFETCH,
      }),
      logger: new PinoNestLogger(logger),
    },
  );
  app.useGlobalInterceptors(new RpcContextInterceptor(logger));
  app.useGlobalFilters(new RpcErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.info(
    { databaseUrl: config.databaseUrl.replace(/\/\/[^@]*@/, '//') },
    `${definition.service} service ready`,
  );
  return app;
};

export type { ServiceConfig };
export { DEFAULT_HEARTBEAT_FILE, startHeartbeat } from './heartbeat';
export * from './worker';
export * from './change-feed';
