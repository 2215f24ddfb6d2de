import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { expiryOf, newToken, tokenHashOf, type TokenPurpose } from './account-tokens';

/** The single-use tokens of emailed links; only their hashes are stored. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Issues a new token for the account and ends every unused older one of the same purpose, so
   * only the newest link works. Returns the token itself (it exists nowhere else) and its row id.
   */
  async issue(
    manager: EntityManager,
    accountId: string,
    purpose: TokenPurpose,
    now = new Date(),
  ): Promise<{ id: string; token: string }> {
    await this.invalidate(manager, accountId, purpose, now);
    const id = randomUUID();
    const token = newToken();
    await manager.query(
      `INSERT INTO account_tokens (id, account_id, purpose, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, accountId, purpose, tokenHashOf(token), now, expiryOf(purpose, now)],
    );
    return { id, token };
  }

  /** Marks the account's unused tokens of that purpose used. */
  async invalidate(
    manager: EntityManager,
    accountId: string,
    purpose: TokenPurpose,
    now = new Date(),
  ): Promise<void> {
    await manager.query(
      `UPDATE account_tokens SET used_at = $3
       WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [accountId, purpose, now],
    );
  }

  /** The account of a token that would still work now, without using it up. */
  async findUsable(token: string, purpose: TokenPurpose): Promise<string | null> {
    const rows: { account_id: string }[] = await this.dataSource.query(
      `SELECT account_id FROM account_tokens
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [tokenHashOf(token), purpose],
    );
    return rows[0]?.account_id ?? null;
  }

  /**
   * Uses the token up if it still works: one conditional UPDATE, so of two requests racing with
   * the same token exactly one gets the account back. Null: unknown, expired or already used.
   */
  async consume(
    manager: EntityManager,
    token: string,
    purpose: TokenPurpose,
  ): Promise<string | null> {
    const [rows] = await manager.query<[{ account_id: string }[], number]>(
      `UPDATE account_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING account_id`,
      [tokenHashOf(token), purpose],
    );
    return rows[0]?.account_id ?? null;
  }
}
