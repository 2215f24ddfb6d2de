import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersGateway } from './admin-users.gateway';

/** Admin routes over identity accounts (approvals, user list, passwords, deletion). */
@Module({
  controllers: [AdminUsersController],
  providers: [AdminUsersGateway],
})
export class AdminUsersGatewayModule {}
