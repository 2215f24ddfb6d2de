import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { dropDatabase, openDatabase, uuidArrayParam } from './index';
import { isPostgresError, PostgresErrorCode } from './postgres-errors';

// The shared test helpers build on this library, so it names its own database.
const POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432';

describe('openDatabase against Postgres', () => {
  const url = `${POSTGRES_URL}/mithaq_pool${randomBytes(5).toString('hex')}_db`;
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDatabase({
      url,
      entities: [],
      migrations: [],
      poolSize: 1,
      acquireTimeoutMs: 300,
    });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  it('reads a binary uuid[] parameter as the same uuids, in order', async () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const rows = await dataSource.query<{ id: string; n: string }[]>(
      'SELECT id::text, n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) ORDER BY n',
      [uuidArrayParam(ids)],
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('fails a query that cannot get a connection instead of waiting forever, then recovers', async () => {
    const holder = dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      // The only connection is held: the second query must fail, not hang (jest's timeout).
      await expect(dataSource.query('SELECT 1')).rejects.toThrow(/timeout/i);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    await expect(dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });
});

describe('openDatabase while Postgres has no connection slot for it', () => {
  // A role of its own whose connection limit stands for a full server: Postgres refuses it with
  // the same "too many connections" (53300) as when every slot is taken.
  const role = `mithaq_full${randomBytes(5).toString('hex')}`;
  const url = `${POSTGRES_URL.replace('//postgres@', `//${role}@`)}/${role}_db`;
  const tooManyConnections = (error: unknown): boolean =>
    isPostgresError(error, PostgresErrorCode.TooManyConnections);
  const admin = new Client({ connectionString: `${POSTGRES_URL}/postgres` });
  const opened: DataSource[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN CREATEDB CONNECTION LIMIT 0`);
  });

  afterAll(async () => {
    await Promise.all(opened.map((dataSource) => dataSource.destroy()));
    await dropDatabase(`${POSTGRES_URL}/${role}_db`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('gives up at once without a retry rule', async () => {
    await expect(openDatabase({ url, entities: [], migrations: [] })).rejects.toThrow(
      /too many connections/,
    );
  });

  it('gives up once the retry time has passed', async () => {
    const started = Date.now();
    await expect(
      openDatabase({
        url,
        entities: [],
        migrations: [],
        retry: { when: tooManyConnections, forMs: 1000 },
      }),
    ).rejects.toThrow(/too many connections/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('waits for a slot and opens the database once one frees', async () => {
    const retried: unknown[] = [];
    const opening = openDatabase({
      url,
      entities: [],
      migrations: [],
      retry: {
        when: tooManyConnections,
        forMs: 30_000,
        onRetry: (error) => retried.push(error),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(retried.length).toBeGreaterThanOrEqual(2);
    await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
    const dataSource = await opening;
    opened.push(dataSource);
    await expect(dataSource.query('SELECT current_user AS who')).resolves.toEqual([{ who: role }]);
  });
});
