import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountTokens1763700003000 implements MigrationInterface {
  name = 'AccountTokens1763700003000';

  async up(runner: QueryRunner): Promise<void> {
    // Single-use links sent by email. Only the SHA-256 of a token is kept, so a copy of this
    // table cannot be used to reset anyone's password; used_at makes each token work once.
    await runner.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL
          CHECK (purpose IN ('password-reset', 'email-verification')),
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await runner.query(
      'CREATE INDEX account_tokens_account_purpose ON account_tokens (account_id, purpose)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_tokens');
  }
}
