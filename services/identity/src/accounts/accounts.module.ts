import { Module } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';
import { AccountsRpc } from './accounts.rpc';
import { AccountsService } from './accounts.service';

@Module({
  controllers: [AccountsRpc],
  providers: [AccountsRepository, AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
