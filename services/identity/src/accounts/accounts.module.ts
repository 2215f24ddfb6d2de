import { Module } from '@nestjs/common';
import { AccountMailService } from './account-mail.service';
import { AccountSecurityRpc } from './account-security.rpc';
import { AccountSecurityService } from './account-security.service';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsEvents } from './accounts.events';
import { AccountsRepository } from './accounts.repository';
import { AccountsRpc } from './accounts.rpc';
import { AccountsService } from './accounts.service';
import { AdminAccountsRpc } from './admin-accounts.rpc';
import { AdminAccountsService } from './admin-accounts.service';
import { CourseCertificationService } from './course-certification.service';
import { MembershipService } from './membership.service';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { VerificationService } from './verification.service';

@Module({
  controllers: [AccountsRpc, AdminAccountsRpc, AccountSecurityRpc],
  providers: [
    AccountsRepository,
    AccountTokensRepository,
    AccountMailService,
    AccountSecurityService,
    AccountsService,
    AdminAccountsService,
    MembershipService,
    CourseCertificationService,
    VerificationService,
    AccountsEvents,
    TwoFactorRepository,
  ],
  exports: [AccountsService, AdminAccountsService],
})
export class AccountsModule {}
