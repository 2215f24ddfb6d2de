import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import { servicePings, type ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { runService } from '@mithaq/service-kit';
import {
  createTestDatabase,
  deleteBusPrefix,
  RABBITMQ_URL,
  REDIS_URL,
  ROOT,
  uniqueTag,
  waitFor,
  type TestDatabase,
} from '@mithaq/testing';
import { Redis } from 'ioredis';

/** Node script that runs one TypeScript file of the repository in a child process. */
export const RUN_TS = join(__dirname, 'run-ts.cjs');

/**
 * Runs services in this process against their own fresh databases and a private queue prefix,
 * with an RPC client to call them. `stop()` removes everything it created.
 */
export class ServiceHarness {
  readonly tag = uniqueTag('svc');
  readonly prefix = `${this.tag}.`;
  readonly rpc: RpcClient;
  private readonly apps: INestMicroservice[] = [];
  private readonly processes: ChildProcess[] = [];
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
      ...env,
    });
    this.apps.push(app);
    return app;
  }

  /**
   * Runs the service from its own entry point (services/<name>/src/main.ts) in a separate
   * process, as it runs in production, and waits until it answers its ping. Only the bus joins
   * it to this process, so nothing here imports the service's code.
   */
  async spawn(service: ServiceName, env: Record<string, string> = {}): Promise<ChildProcess> {
    const database = await this.database(service);
    const child = spawn(
      process.execPath,
      [RUN_TS, join(ROOT, 'services', service, 'src', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env['PATH'],
          HOME: process.env['HOME'],
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          RABBITMQ_URL,
          REDIS_URL,
          REDIS_PREFIX: `${this.tag}:`,
          BUS_PREFIX: this.prefix,
          DATABASE_URL: database.url,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-4000);
    });
    this.processes.push(child);
    const ping = servicePings.find((def) => def.service === service);
    if (!ping) {
      throw new Error(`${service} declares no ping`);
    }
    let onExit = (_code: number | null): void => undefined;
    const exited = new Promise<never>((_resolve, reject) => {
      onExit = (code) => reject(new Error(`${service} exited with ${code}: ${errors}`));
      child.once('exit', onExit);
    });
    // Stops polling as soon as the process has exited: `exited` then reports why.
    const answered = waitFor(
      () =>
        child.exitCode !== null ||
        child.signalCode !== null ||
        this.rpc.call(ping, {}).then(() => true),
      { timeoutMs: 90_000, intervalMs: 250, what: `the ${service} process to answer` },
    );
    try {
      await Promise.race([exited, answered]);
    } finally {
      child.off('exit', onExit);
    }
    return child;
  }

  async stop(): Promise<void> {
    await this.rpc.close();
    await Promise.all(this.apps.splice(0).map((app) => app.close()));
    await Promise.all(this.processes.splice(0).map(endProcess));
    for (const database of this.databases.values()) {
      await database.drop();
    }
    await deleteBusPrefix(this.prefix);
    await deleteRedisKeys(`${this.tag}:`);
  }
}

/** SIGTERM, so the service closes its connections; it has no more than ten seconds. */
const endProcess = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

const deleteRedisKeys = async (prefix: string): Promise<void> => {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
};
