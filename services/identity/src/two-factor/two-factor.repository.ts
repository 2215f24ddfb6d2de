import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface TwoFactorRow {
  secretSealed: string;
  enabled: boolean;
  lastUsedStep: number | null;
}

interface RawRow {
  secret_sealed: string;
  enabled_at: Date | null;
  last_used_step: string | null;
}

/** The sealed secrets and the keyed hashes of recovery codes; never anything in clear. */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async find(
    accountId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TwoFactorRow | null> {
    const rows: RawRow[] = await manager.query(
      `SELECT secret_sealed, enabled_at, last_used_step FROM account_two_factor
       WHERE account_id = $1`,
      [accountId],
    );
    const row = rows[0];
    return row
      ? {
          secretSealed: row.secret_sealed,
          enabled: row.enabled_at !== null,
          lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
        }
      : null;
  }

  /**
   * Keeps a new pending secret, replacing an earlier pending one; an enrolment already confirmed
   * is left alone (false).
   */
  async savePending(accountId: string, secretSealed: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO account_two_factor (account_id, secret_sealed, created_at)
       VALUES ($1, $2, now())
       ON CONFLICT (account_id) DO UPDATE
         SET secret_sealed = EXCLUDED.secret_sealed, created_at = now(), last_used_step = NULL
         WHERE account_two_factor.enabled_at IS NULL
       RETURNING account_id`,
      [accountId, secretSealed],
    );
    return rows.length === 1;
  }

  /**
   * Turns the pending enrolment on, if it is still the one the code was checked against, and
   * records the code's step as used. False when another request got there first.
   */
  async enable(
    manager: EntityManager,
    accountId: string,
    secretSealed: string,
    step: number,
  ): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE account_two_factor SET enabled_at = now(), last_used_step = $3
       WHERE account_id = $1 AND secret_sealed = $2 AND enabled_at IS NULL
       RETURNING account_id`,
      [accountId, secretSealed, step],
    );
    return rows.length === 1;
  }

  /**
   * Records an app code's step as used, only if no code of that step or a later one was: one
   * conditional UPDATE, so of two requests with the same code exactly one succeeds.
   */
  async useStep(accountId: string, step: number): Promise<boolean> {
    const [rows] = await this.dataSource.manager.query<[unknown[], number]>(
      `UPDATE account_two_factor SET last_used_step = $2
       WHERE account_id = $1 AND enabled_at IS NOT NULL
         AND (last_used_step IS NULL OR last_used_step < $2)
       RETURNING account_id`,
      [accountId, step],
    );
    return rows.length === 1;
  }

  async replaceRecoveryCodes(
    manager: EntityManager,
    accountId: string,
    hashes: readonly string[],
  ): Promise<void> {
    await manager.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
    for (const hash of hashes) {
      await manager.query(
        `INSERT INTO account_recovery_codes (id, account_id, code_hash, created_at)
         VALUES ($1, $2, $3, now())`,
        [randomUUID(), accountId, hash],
      );
    }
  }

  /** Uses a recovery code up if it is unused; of two requests racing, exactly one wins. */
  async useRecoveryCode(accountId: string, hash: string): Promise<boolean> {
    const [rows] = await this.dataSource.manager.query<[unknown[], number]>(
      `UPDATE account_recovery_codes SET used_at = now()
       WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL
       RETURNING id`,
      [accountId, hash],
    );
    return rows.length === 1;
  }

  async unusedRecoveryCodes(accountId: string): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) AS count FROM account_recovery_codes
       WHERE account_id = $1 AND used_at IS NULL`,
      [accountId],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Removes the secret and every recovery code of the account. */
  async remove(accountId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
      await manager.query('DELETE FROM account_two_factor WHERE account_id = $1', [accountId]);
    });
  }
}
