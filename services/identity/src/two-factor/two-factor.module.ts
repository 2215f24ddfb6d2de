import { Module } from '@nestjs/common';
import { AccountsRepository } from '../accounts/accounts.repository';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorRpc } from './two-factor.rpc';
import { TwoFactorService } from './two-factor.service';

@Module({
  controllers: [TwoFactorRpc],
  providers: [TwoFactorRepository, TwoFactorService, AccountsRepository],
})
export class TwoFactorModule {}
