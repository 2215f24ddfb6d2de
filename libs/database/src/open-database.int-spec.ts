import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { dropDatabase, openDatabase } from './index';

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
