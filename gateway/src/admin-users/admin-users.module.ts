import { Module } from '@nestjs/common';
import { AdminUsersClient } from './admin-users.client';
import { AdminUsersController } from './admin-users.controller';
import { AdminStatsController } from './admin-stats.controller';

/** Admin routes over identity accounts (counters, approvals, user list, passwords, deletion). */
@Module({
  controllers: [AdminUsersController, AdminStatsController],
  providers: [AdminUsersClient],
})
export class AdminUsersGatewayModule {}
