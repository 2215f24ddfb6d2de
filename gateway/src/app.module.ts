import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import type { Logger } from '@mithaq/logging';
import type { Redis } from 'ioredis';
import { AdminStatsController } from './admin/admin-stats.controller';
import { AdminUsersGatewayModule } from './admin-users/admin-users.module';
import { AuthController } from './auth/auth.controller';
import { BillingGatewayModule } from './billing/billing.module';
import { ContentGatewayModule } from './content/content.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthService } from './auth/auth.service';
import type { GatewayConfig } from './config';
import { HttpErrorFilter } from './errors/http-error.filter';
import { HealthController } from './health/health.controller';
import { InfraModule, LOGGER } from './infra/infra.module';
import { MatchingGatewayModule } from './matching/matching.module';
import { MetricsController } from './metrics/metrics';
import { QuestionnaireGatewayModule } from './questionnaire/questionnaire.module';
import { RateLimiter } from './security/rate-limiter';
import { UsersController } from './users/users.controller';
import { UsersGateway } from './users/users.gateway';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger, redis: Redis): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        InfraModule.forRoot(config, logger, redis),
        TerminusModule.forRoot({ logger: false }),
        ContentGatewayModule,
        BillingGatewayModule,
        QuestionnaireGatewayModule,
        AdminUsersGatewayModule,
        MatchingGatewayModule,
      ],
      controllers: [
        AuthController,
        UsersController,
        AdminStatsController,
        HealthController,
        MetricsController,
      ],
      providers: [
        AuthService,
        UsersGateway,
        RateLimiter,
        { provide: APP_GUARD, useClass: AuthGuard },
        {
          provide: APP_FILTER,
          inject: [LOGGER],
          useFactory: (l: Logger) => new HttpErrorFilter(l),
        },
      ],
    };
  }
}
