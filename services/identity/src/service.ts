import { IdentityRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { AccountEntity } from './accounts/entities/account.entity';
import { identityMigrations } from './migrations';

@Module({ imports: [AccountsModule] })
export class IdentityModule {}

export const identityService: ServiceDefinition = {
  service: ServiceName.Identity,
  ping: IdentityRpc.ping,
  module: IdentityModule,
  entities: [AccountEntity],
  migrations: identityMigrations,
};
