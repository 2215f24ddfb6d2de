import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { amqpSocketOptions } from '@mithaq/bus';
import amqp, { type AmqpConnectionManager } from 'amqp-connection-manager';
import { Pool } from 'pg';
import type { GatewayConfig } from '../config';

/** The Postgres application_name of the health check's kept connection. */
export const healthConnectionName = (busPrefix: string): string =>
  `mithaq-gateway-health ${busPrefix}`.slice(0, 63);

/**
 * The connections /health looks through, opened once and kept: a load balancer polls every few
 * seconds, and a fresh Postgres and RabbitMQ connection per poll is load (and log noise) on both
 * for nothing. The pool holds one connection; the broker connection reconnects by itself.
 */
@Injectable()
export class HealthProbes implements OnApplicationShutdown {
  private readonly pool: Pool;
  private broker: AmqpConnectionManager | null = null;

  constructor(private readonly config: GatewayConfig) {
    this.pool = new Pool({
      connectionString: `${config.POSTGRES_URL.replace(/\/$/, '')}/postgres`,
      max: 1,
      // Named per bus prefix, so an operator (and the tests) can see the one kept connection.
      application_name: healthConnectionName(config.BUS_PREFIX),
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 0,
    });
    // A dropped idle connection is replaced on the next check; it must not crash the gateway.
    this.pool.on('error', () => undefined);
  }

  /** Postgres answers a query on the kept connection. */
  async postgres(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  private brokerConnection(): AmqpConnectionManager {
    if (!this.broker) {
      this.broker = amqp.connect([this.config.RABBITMQ_URL], amqpSocketOptions());
      this.broker.on('connectFailed', () => undefined);
    }
    return this.broker;
  }

  /** Whether the kept broker connection is up, waiting up to `ms` while it (re)connects. */
  async rabbitmq(ms = 2000): Promise<boolean> {
    const broker = this.brokerConnection();
    if (broker.isConnected()) {
      return true;
    }
    return new Promise((resolve) => {
      const connected = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        broker.off('connect', connected);
        resolve(broker.isConnected());
      }, ms);
      broker.once('connect', connected);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broker?.close().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}
