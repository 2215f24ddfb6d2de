import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  normaliseRecoveryCode,
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_ADMIN_ONLY_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_CODE_REUSED_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  TWO_FACTOR_PASSWORD_WRONG_MESSAGE,
  type Account,
  type TwoFactorStatus,
} from '@mithaq/contracts';
import { toAccount } from '../accounts/account.mapper';
import { ACCOUNT_SUSPENDED } from '../accounts/accounts.service';
import { AccountsRepository } from '../accounts/accounts.repository';
import type { AccountEntity } from '../accounts/entities/account.entity';
import { verifyPassword } from '../accounts/password';
import { InjectIdentityConfig, type IdentityConfig } from '../config';
import { newRecoveryCodes } from './recovery-codes';
import { openSecret, recoveryCodeHash, sealSecret } from './secret-box';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';
import { TwoFactorRepository } from './two-factor.repository';

/** The name authenticator apps show above the code. */
const ISSUER = 'Mithaq';

const wrongCode = (): DomainError =>
  new DomainError(ErrorCode.InvalidCredentials, INVALID_TWO_FACTOR_CODE_MESSAGE);

/** Admins' time-based codes: enrolment, the sign-in step, and turning it off. */
@Injectable()
export class TwoFactorService {
  private readonly key: Buffer;

  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly accounts: AccountsRepository,
    @InjectIdentityConfig() config: IdentityConfig,
  ) {
    this.key = config.twoFactorKey;
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const row = await this.repository.find(userId);
    if (!row?.enabled) {
      return { enabled: false, recoveryCodesLeft: 0 };
    }
    return { enabled: true, recoveryCodesLeft: await this.repository.unusedRecoveryCodes(userId) };
  }

  /** A new secret waiting for its first code; starting again replaces one not yet confirmed. */
  async beginEnrolment(userId: string): Promise<{ secret: string; otpauthUri: string }> {
    const account = await this.requireAccount(userId);
    if (account.role !== 'admin') {
      throw new DomainError(ErrorCode.Forbidden, TWO_FACTOR_ADMIN_ONLY_MESSAGE);
    }
    const secret = newTotpSecret();
    if (!(await this.repository.savePending(userId, sealSecret(this.key, userId, secret)))) {
      throw new DomainError(ErrorCode.Conflict, TWO_FACTOR_ALREADY_ON_MESSAGE);
    }
    return {
      secret: base32Encode(secret),
      otpauthUri: otpauthUri(secret, ISSUER, account.username),
    };
  }

  /**
   * A current code proves the app holds the secret: two-factor sign-in goes on and a new set of
   * recovery codes is returned, the only time they exist in clear.
   */
  async confirmEnrolment(userId: string, code: string, now = new Date()): Promise<string[]> {
    const row = await this.repository.find(userId);
    if (row?.enabled) {
      throw new DomainError(ErrorCode.Conflict, TWO_FACTOR_ALREADY_ON_MESSAGE);
    }
    if (!row) {
      throw new DomainError(ErrorCode.Conflict, TWO_FACTOR_NOT_STARTED_MESSAGE);
    }
    const step = matchingStep(openSecret(this.key, userId, row.secretSealed), code, now);
    if (step === null) {
      throw wrongCode();
    }
    const codes = newRecoveryCodes();
    const enabled = await this.repository.transaction(async (manager) => {
      if (!(await this.repository.enable(manager, userId, row.secretSealed, step))) {
        return false;
      }
      const hashes = codes.map((recovery) =>
        recoveryCodeHash(this.key, normaliseRecoveryCode(recovery)),
      );
      await this.repository.replaceRecoveryCodes(manager, userId, hashes);
      return true;
    });
    if (!enabled) {
      throw new DomainError(ErrorCode.Conflict, TWO_FACTOR_NOT_STARTED_MESSAGE);
    }
    return codes;
  }

  /**
   * Ten new recovery codes for a current code (or a recovery code); the old set stops working at
   * once. As at enrolment, this is the only time they exist in clear.
   */
  async regenerateRecoveryCodes(userId: string, code: string, now = new Date()): Promise<string[]> {
    await this.useCode(userId, code, now);
    const codes = newRecoveryCodes();
    const hashes = codes.map((recovery) =>
      recoveryCodeHash(this.key, normaliseRecoveryCode(recovery)),
    );
    await this.repository.transaction((manager) =>
      this.repository.replaceRecoveryCodes(manager, userId, hashes),
    );
    return codes;
  }

  /** Turns it off; needs the password and a current code (or a recovery code). */
  async disable(userId: string, password: string, code: string, now = new Date()): Promise<void> {
    const account = await this.requireAccount(userId);
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new DomainError(ErrorCode.InvalidCredentials, TWO_FACTOR_PASSWORD_WRONG_MESSAGE);
    }
    await this.useCode(userId, code, now);
    await this.repository.remove(userId);
  }

  /** The second sign-in step: uses the code up and returns the account to sign in. */
  async verifySignIn(
    userId: string,
    code: string,
    now = new Date(),
  ): Promise<{ account: Account; method: 'totp' | 'recovery' }> {
    const account = await this.requireAccount(userId);
    const method = await this.useCode(userId, code, now);
    // Suspended between the two steps: told only after both factors were right.
    if (account.isSuspended) {
      throw new DomainError(ErrorCode.Forbidden, ACCOUNT_SUSPENDED);
    }
    return { account: toAccount(account), method };
  }

  /**
   * Accepts an app code once per time step, or an unused recovery code (which it uses up).
   * A code of a step at or before the last one accepted is a replay and is refused.
   */
  private async useCode(userId: string, code: string, now: Date): Promise<'totp' | 'recovery'> {
    const row = await this.repository.find(userId);
    if (!row?.enabled) {
      throw new DomainError(ErrorCode.Conflict, TWO_FACTOR_NOT_ON_MESSAGE);
    }
    const typed = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(typed)) {
      const step = matchingStep(openSecret(this.key, userId, row.secretSealed), typed, now);
      if (step === null) {
        throw wrongCode();
      }
      if (!(await this.repository.useStep(userId, step))) {
        throw new DomainError(ErrorCode.InvalidCredentials, TWO_FACTOR_CODE_REUSED_MESSAGE);
      }
      return 'totp';
    }
    const recovery = normaliseRecoveryCode(typed);
    if (
      !RECOVERY_CODE_PATTERN.test(recovery) ||
      !(await this.repository.useRecoveryCode(userId, recoveryCodeHash(this.key, recovery)))
    ) {
      throw wrongCode();
    }
    return 'recovery';
  }

  private async requireAccount(userId: string): Promise<AccountEntity> {
    const account = await this.accounts.findById(userId);
    if (!account) {
      throw new DomainError(ErrorCode.NotFound, 'Account not found');
    }
    return account;
  }
}
