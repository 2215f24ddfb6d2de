import type { INestMicroservice } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { runService } from '@mithaq/service-kit';
import {
  createTestDatabase,
  deleteBusPrefix,
  RABBITMQ_URL,
  REDIS_URL,
  uniqueTag,
  type TestDatabase,
} from '@mithaq/testing';

/**
 * Runs services in this process against their own fresh databases and a private queue prefix,
 * with an RPC client to call them. `stop()` removes everything it created.
 */
export class ServiceHarness {
  readonly tag = uniqueTag('svc');
  readonly prefix = `${this.tag}.`;
  readonly rpc: RpcClient;
  private readonly apps: INestMicroservice[] = [];
  private readonly databases = new Map<string, TestDatabase>();

  constructor(timeoutMs = 5000) {
    this.rpc = new RpcClient({ rabbitmqUrl: RABBITMQ_URL, prefix: this.prefix, timeoutMs });
  }

  async database(service: string): Promise<TestDatabase> {
    let database = this.databases.get(service);
    if (!database) {
      database = await createTestDatabase(this.tag, service);
      this.databases.set(service, database);
    }
    return database;
  }

  /** Starts one more instance of the service (several share its queue and database). */
  async start(
    definition: ServiceDefinition,
    env: Record<string, string> = {},
  ): Promise<INestMicroservice> {
    const database = await this.database(definition.service);
    const app = await runService(definition, {
      LOG_LEVEL: 'silent',
      RABBITMQ_URL,
      REDIS_URL,
      BUS_PREFIX: this.prefix,
      DATABASE_URL: database.url,
      OUTBOX_POLL_MS: '50',
      ...env,
    });
    this.apps.push(app);
    return app;
  }

  async stop(): Promise<void> {
    await this.rpc.close();
    await Promise.all(this.apps.splice(0).map((app) => app.close()));
    for (const database of this.databases.values()) {
      await database.drop();
    }
    await deleteBusPrefix(this.prefix);
  }
}
