import { IdentityRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { AccountEntity } from './accounts/entities/account.entity';
import { IdentityConfigModule } from './config';
import { identityMigrations } from './migrations';
import { TwoFactorModule } from './two-factor/two-factor.module';

@Module({ imports: [IdentityConfigModule.forRoot(), AccountsModule, TwoFactorModule] })
export class IdentityModule {}

export const identityService: ServiceDefinition = {
  service: ServiceName.Identity,
  ping: IdentityRpc.ping,
  module: IdentityModule,
  entities: [AccountEntity],
  migrations: identityMigrations,
};
