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
import { Redis } from 'ioredis';
import type { Response } from 'express';
import { Route } from '../http/route';
import { HealthProbes } from './health-probes';

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
    private readonly probes: HealthProbes,
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
    try {
      await this.probes.postgres();
      return session.up();
    } catch (error) {
      return session.down(errorText(error));
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
    return (await this.probes.rabbitmq()) ? session.up() : session.down('not connected');
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
