import { randomUUID } from 'node:crypto';
import {
  AccessMessage,
  pathParamNames,
  type AnyRoute,
  type CurrentUser,
  type HttpErrorBody,
} from '@mithaq/contracts';
import { ApiClient, newMember, type Platform } from '@mithaq/testing';
import { Client } from 'pg';

/** One signed-in account of the security suites. */
export interface Account {
  client: ApiClient;
  id: string;
  username: string;
  password: string;
}

/** Registers a member, then signs in with a client of its own (registration alone may not). */
export const signedInMember = async (baseUrl: string): Promise<Account> => {
  const details = newMember();
  const client = new ApiClient(baseUrl);
  const registered = await client.json<HttpErrorBody>('POST', '/api/register', details);
  if (registered.status !== 201) {
    throw new Error(`registration answered ${registered.status}: ${registered.body.message}`);
  }
  return signIn(baseUrl, details.username, details.password);
};

export const signIn = async (
  baseUrl: string,
  username: string,
  password: string,
): Promise<Account> => {
  const client = new ApiClient(baseUrl);
  const login = await client.json<CurrentUser & HttpErrorBody>('POST', '/api/login', {
    username,
    password,
  });
  if (login.status !== 200) {
    throw new Error(`${username} could not sign in: ${login.status} ${login.body.message}`);
  }
  return { client, id: login.body.id, username, password };
};

/**
 * A wali account. Nothing in the product creates one yet (walis are contacts named in a
 * profile), so a registered member's role is set in identity's own table before it signs in.
 */
export const signedInWali = async (platform: Platform): Promise<Account> => {
  const member = await signedInMember(platform.baseUrl);
  const db = new Client({ connectionString: platform.databaseUrl('identity') });
  await db.connect();
  try {
    await db.query(`UPDATE accounts SET role = 'wali' WHERE id = $1`, [member.id]);
  } finally {
    await db.end();
  }
  const wali = await signIn(platform.baseUrl, member.username, member.password);
  const me = await wali.client.json<CurrentUser>('GET', '/api/user');
  if (me.body.role !== 'wali') {
    throw new Error(`the wali signed in as ${me.body.role}`);
  }
  return wali;
};

/** The texts of the refusals the access rule gives (anything else is the route's own answer). */
export const ACCESS_REFUSALS: readonly string[] = Object.values(AccessMessage);

/** Candidates for a path parameter that is not an id, tried in order against its schema. */
const NON_ID_VALUES = ['passport', 'site-name', 'home', 'logo.png'];

/**
 * Path parameters for a call: the route's owner field gets `ownerId`, every other parameter a
 * real id of another member (`otherId`), or the first value its schema takes when it is no id.
 */
export const paramsFor = (
  route: AnyRoute,
  ownerId: string,
  otherId: string,
): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const name of pathParamNames(route.path)) {
    if (route.owner?.in === 'params' && route.owner.key === name) {
      values[name] = ownerId;
      continue;
    }
    const candidates = [otherId, ...NON_ID_VALUES, randomUUID()];
    values[name] =
      candidates.find((value) => route.params?.safeParse({ ...values, [name]: value }).success) ??
      otherId;
  }
  return values;
};

/** The tables of every service database: row count and a checksum of the rows. */
export type TableSnapshot = Record<string, { rows: number; checksum: string }>;

export const snapshotTables = async (
  platform: Platform,
  services: readonly string[],
  exclude: readonly string[],
): Promise<TableSnapshot> => {
  const snapshot: TableSnapshot = {};
  for (const service of services) {
    const db = new Client({ connectionString: platform.databaseUrl(service) });
    await db.connect();
    try {
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      for (const { table_name: table } of tables.rows) {
        const key = `${service}.${table}`;
        if (exclude.includes(key)) {
          continue;
        }
        const { rows } = await db.query<{ rows: string; checksum: string | null }>(
          `SELECT count(*) AS rows,
                  md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS checksum
             FROM "${table}" t`,
        );
        snapshot[key] = { rows: Number(rows[0]?.rows ?? 0), checksum: rows[0]?.checksum ?? '' };
      }
    } finally {
      await db.end();
    }
  }
  return snapshot;
};
