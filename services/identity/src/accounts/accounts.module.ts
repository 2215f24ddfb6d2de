import { Module } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';
import { AccountsRpc } from './accounts.rpc';
import { AccountsService } from './accounts.service';
import { AdminAccountsRpc } from './admin-accounts.rpc';
import { AdminAccountsService } from './admin-accounts.service';

@Module({
  controllers: [AccountsRpc, AdminAccountsRpc],
  providers: [AccountsRepository, AccountsService, AdminAccountsService],
  exports: [AccountsService, AdminAccountsService],
})
export class AccountsModule {}
