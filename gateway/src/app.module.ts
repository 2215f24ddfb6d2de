import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import type { Logger } from '@mithaq/logging';
import type { Redis } from 'ioredis';
import { AdminUsersGatewayModule } from './admin-users/admin-users.module';
import { AccountSecurityController } from './auth/account-security.controller';
import { AccountSecurityService } from './auth/account-security.service';
import { SignInLimits } from './auth/sign-in-limits';
import { AuthController } from './auth/auth.controller';
import { BillingGatewayModule } from './billing/billing.module';
import { ContentGatewayModule } from './content/content.module';
import { CourseGatewayModule } from './course/course.module';
import { DocumentsGatewayModule } from './documents/documents.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthService } from './auth/auth.service';
import { TwoFactorAdminService } from './auth/two-factor-admin.service';
import { TwoFactorChallenges } from './auth/two-factor-challenges';
import { TwoFactorController } from './auth/two-factor.controller';
import type { GatewayConfig } from './config';
import { HttpErrorFilter } from './errors/http-error.filter';
import { HealthController } from './health/health.controller';
import { HealthProbes } from './health/health-probes';
import { GATEWAY_LOGGER, InfraModule } from './infra/infra.module';
import { LiveModule } from './live/live.module';
import { MatchingGatewayModule } from './matching/matching.module';
import { MessagingGatewayModule } from './messaging/messaging.module';
import { MetricsController } from './metrics/metrics';
import { QuestionnaireGatewayModule } from './questionnaire/questionnaire.module';
import { RateLimiter } from './security/rate-limiter';
import { UsersController } from './users/users.controller';
import { UsersClient } from './users/users.client';

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
        MessagingGatewayModule,
        CourseGatewayModule,
        // After matching's: GET /api/matches/list is registered before GET /api/matches/:matchId.
        DocumentsGatewayModule,
        LiveModule,
      ],
      controllers: [
        AuthController,
        AccountSecurityController,
        TwoFactorController,
        UsersController,
        HealthController,
        MetricsController,
      ],
      providers: [
        AuthService,
        AccountSecurityService,
        SignInLimits,
        TwoFactorChallenges,
        TwoFactorAdminService,
        UsersClient,
        RateLimiter,
        { provide: HealthProbes, useFactory: () => new HealthProbes(config) },
        { provide: APP_GUARD, useClass: AuthGuard },
        {
          provide: APP_FILTER,
          inject: [GATEWAY_LOGGER],
          useFactory: (l: Logger) => new HttpErrorFilter(l),
        },
      ],
    };
  }
}
