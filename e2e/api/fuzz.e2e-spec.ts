import {
  allRoutes,
  pathParamNames,
  routeKey,
  type AnyRoute,
  type HttpErrorBody,
} from '@mithaq/contracts';
import {
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  SERVICES,
  startPlatformWithAdmin,
  Platform,
  type ApiClient,
} from '@mithaq/testing';
import fc from 'fast-check';
import { z } from 'zod';
import {
  paramsFor,
  signedInMember,
  snapshotTables,
  type Account,
  type TableSnapshot,
} from './security-fixtures';

/**
 * Invalid input for every mutating route, generated around its contract: wrong types, missing
 * and extra fields, huge strings, NUL, lone surrogates, RTL marks, emoji, prototype keys and
 * numbers out of range. Only input the route's own schemas refuse is sent, so every case must
 * be a 4xx with the one error shape, and no table of any service may change.
 */

/** Wall-clock budget of the generated calls (the platform's start is not counted). */
const BUDGET_MS = 75_000;
const CASES_PER_ROUTE = 90;

/**
 * Tables that change without any request: the outbox relay marks rows published, consumers
 * record the events they handled, and the migrations table is written only at start. Their
 * business rows are covered through the tables the events come from.
 */
const CHANGING_ON_THEIR_OWN = SERVICES.flatMap((service) => [
  `${service}.outbox`,
  `${service}.processed_events`,
]);

const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  'Zaynab \uD83D',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '😀👨‍👩‍👧',
  '',
  '   ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '__proto__',
);
const hugeText = fc.integer({ min: 2_000, max: 160_000 }).map((n) => 'ا'.repeat(n));
const outOfRange = fc.constantFrom(-1, 0, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, 99_999_999_999);
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: outOfRange },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: hugeText },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }) },
);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON body around the schema's fields (as text: `__proto__` must stay a plain key). */
const bodyText = (schema: z.ZodType): fc.Arbitrary<string> => {
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const keys = fc.constantFrom(...fields, ...PROTO_KEYS, 'extra', 'role', 'isAdmin');
  const object = fc
    .array(fc.tuple(keys, value), { maxLength: fields.length + 3 })
    .map(
      (pairs) =>
        `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`,
    );
  const polluted = fc
    .tuple(fc.constantFrom(...PROTO_KEYS), value)
    .map(([k, v]) => `{"${k}":{"role":"admin","isAdmin":true,"prototype":${JSON.stringify(v)}}}`);
  const notAnObject = fc
    .oneof(value, fc.array(value, { maxLength: 3 }))
    .map((v) => JSON.stringify(v) ?? 'null');
  const broken = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '\u0000', '{"a":"\\ud800"}');
  return fc.oneof(
    { weight: 5, arbitrary: object },
    { weight: 2, arbitrary: polluted },
    { weight: 2, arbitrary: notAnObject },
    { weight: 1, arbitrary: broken },
  );
};

/** A path segment, percent-encoded; a lone surrogate becomes bytes that are not UTF-8. */
const encodeSegment = (text: string): string =>
  [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

// Long, but under Node's 16 KB limit for the request line (beyond it Node itself answers 431).
const paramValue = fc.oneof(
  nastyText,
  fc.string({ maxLength: 30 }),
  fc.constant('1'),
  hugeText.map((text) => text.slice(0, 1000)),
);

interface FuzzCase {
  params: Record<string, string>;
  body: string | undefined;
}

const parses = (schema: z.ZodType | undefined, input: unknown): boolean =>
  schema === undefined || schema.safeParse(input).success;

/** Whether the route's own schemas accept the case (then it is not sent: it would change data). */
const acceptable = (route: AnyRoute, fuzz: FuzzCase): boolean => {
  let body: unknown = {};
  if (fuzz.body !== undefined) {
    try {
      body = JSON.parse(fuzz.body);
    } catch {
      return false;
    }
  }
  const params = route.params ? route.params.safeParse(fuzz.params).success : true;
  return params && parses(route.body, body);
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes fuzzed, and what of each: the body unless it is raw or a file upload. */
const targets = allRoutes.filter(
  (route) =>
    MUTATING.has(route.method) &&
    (pathParamNames(route.path).length > 0 ||
      (route.body !== undefined && !route.signedRaw && !route.multipart)),
);

describe('fuzzing every mutating route with invalid input', () => {
  const platform = new Platform({ env: { CONTACT_MAX_PER_IP: '100000' } });
  let admin: ApiClient;
  let seeker: Account;
  let victim: Account;
  let before: TableSnapshot;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    seeker = await signedInMember(platform.baseUrl);
    victim = await signedInMember(platform.baseUrl);
    // Let the events of the sign-ups above settle before the tables are read.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    before = await snapshotTables(platform, SERVICES, CHANGING_ON_THEIR_OWN);
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('answers every case with a 4xx in the one error shape and changes no table', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    let skippedValid = 0;
    for (const route of targets) {
      if (Date.now() - started > BUDGET_MS) {
        break;
      }
      const client = route.access === 'admin' ? admin : seeker.client;
      const base = paramsFor(route, seeker.id, victim.id);
      const fuzzBody = route.body !== undefined && !route.signedRaw && !route.multipart;
      const names = pathParamNames(route.path);
      const arbitrary: fc.Arbitrary<FuzzCase> = fc.record({
        params: fc
          .tuple(
            ...names.map((name) =>
              fc.option(paramValue, { freq: 2 }).map((v) => [name, v ?? base[name] ?? ''] as const),
            ),
          )
          .map((pairs) => Object.fromEntries(pairs)),
        body: fuzzBody ? bodyText(route.body) : fc.constant(undefined),
      });
      for (const fuzz of fc.sample(arbitrary, CASES_PER_ROUTE)) {
        if (acceptable(route, fuzz)) {
          skippedValid += 1;
          continue;
        }
        const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
          encodeSegment(fuzz.params[name] ?? ''),
        );
        const response = await client.request(
          route.method,
          path,
          fuzz.body === undefined ? {} : { raw: fuzz.body },
        );
        sent += 1;
        const text = await response.text();
        let body: Partial<HttpErrorBody> = {};
        try {
          body = JSON.parse(text) as HttpErrorBody;
        } catch {
          body = {};
        }
        const shaped =
          body.statusCode === response.status &&
          typeof body.message === 'string' &&
          typeof body.code === 'string';
        if (response.status < 400 || response.status >= 500 || !shaped) {
          failures.push(
            `${routeKey(route)} ${path.slice(0, 80)} ${String(fuzz.body).slice(0, 120)} → ${response.status} ${text.slice(0, 160)}`,
          );
        }
      }
    }
    const after = await snapshotTables(platform, SERVICES, CHANGING_ON_THEIR_OWN);
    const changed = Object.keys({ ...before, ...after }).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    console.log(
      `fuzz: ${sent} cases sent over ${targets.length} mutating routes in ${Date.now() - started} ms` +
        ` (${skippedValid} generated cases the schemas accept were not sent);` +
        ` ${Object.keys(after).length} tables compared`,
    );
    expect({ failures: failures.slice(0, 25), changed }).toEqual({ failures: [], changed: [] });
    expect(sent).toBeGreaterThan(targets.length * 10);
  }, 150_000);
});
