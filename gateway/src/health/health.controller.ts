import { Controller, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { RpcClient } from '@mithaq/bus';
import { OpsRoutes, servicePings, type PingReply, type RpcDef } from '@mithaq/contracts';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import type { Response } from 'express';
import { Client } from 'pg';
import type { GatewayConfig } from '../config';
import { Route } from '../http/route';
import { InjectGatewayConfig } from '../infra/infra.module';

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  @Route(OpsRoutes.health)
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check(this.indicators());
    } catch (error) {
      // Terminus reports an unhealthy platform as a 503 whose body names what is down.
      if (error instanceof ServiceUnavailableException) {
        res.status(503);
        return error.getResponse() as HealthCheckResult;
      }
      throw error;
    }
  }

  private indicators(): (() => Promise<HealthIndicatorResult>)[] {
    return [
      () => this.postgres(),
      () => this.redisCheck(),
      () => this.rabbitmq(),
      ...servicePings.map((ping) => () => this.service(ping)),
    ];
  }

  private async postgres(): Promise<HealthIndicatorResult> {
    const session = this.indicator.check('postgres');
    const client = new Client({
      connectionString: `${this.config.POSTGRES_URL.replace(/\/$/, '')}/postgres`,
      connectionTimeoutMillis: 2000,
    });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return session.up();
    } catch (error) {
      return session.down(errorText(error));
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async redisCheck(): Promise<HealthIndicatorResult> {
    const session = this.indicator.check('redis');
    try {
      return (await this.redis.ping()) === 'PONG' ? session.up() : session.down('no PONG');
    } catch (error) {
      return session.down(errorText(error));
    }
  }

  private async rabbitmq(): Promise<HealthIndicatorResult> {
    const session = this.indicator.check('rabbitmq');
    try {
      const connection = await amqplib.connect(this.config.RABBITMQ_URL, { timeout: 2000 });
      await connection.close();
      return session.up();
    } catch (error) {
      return session.down(errorText(error));
    }
  }

  private async service(
    ping: RpcDef<Record<string, never>, PingReply>,
  ): Promise<HealthIndicatorResult> {
    const session = this.indicator.check(ping.service);
    try {
      const reply = await this.rpc.call(ping, {});
      return reply.database === 'up'
        ? session.up({ database: 'up' })
        : session.down({ database: 'down' });
    } catch (error) {
      return session.down(errorText(error));
    }
  }
}
