/**
 * The scripts the image runs: the entrypoint (APP -> compiled entry point) and the container
 * healthchecks, the service one against this machine's real Postgres and RabbitMQ.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as amqp from 'amqplib';

const root = join(__dirname, '..', '..');
const entrypoint = join(root, 'infra', 'docker', 'entrypoint.sh');
const serviceAlive = join(root, 'infra', 'healthcheck', 'service-alive.js');
const gatewayHealth = join(root, 'infra', 'healthcheck', 'gateway-health.js');
const healthcheck = join(root, 'infra', 'healthcheck', 'healthcheck.js');
const workerAlive = join(root, 'infra', 'healthcheck', 'worker-alive.js');
const npmCi = join(root, 'infra', 'docker', 'npm-ci.sh');

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const POSTGRES_URL = (process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);

/** Runs a script asynchronously (an in-process HTTP server must keep answering meanwhile). */
const run = (file: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(file, args, { env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

const baseEnv = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  ...extra,
});

describe('infra/docker/entrypoint.sh', () => {
  const appPath = (app: string | undefined) =>
    spawnSync('sh', [entrypoint, 'app-path'], {
      encoding: 'utf8',
      env: baseEnv(app === undefined ? {} : { APP: app }),
    });

  it.each([
    ['gateway', 'dist/gateway/src/main.js'],
    ['identity', 'dist/services/identity/src/main.js'],
    ['profile', 'dist/services/profile/src/main.js'],
    ['matching', 'dist/services/matching/src/main.js'],
    ['messaging', 'dist/services/messaging/src/main.js'],
    ['billing', 'dist/services/billing/src/main.js'],
    ['course', 'dist/services/course/src/main.js'],
    ['content', 'dist/services/content/src/main.js'],
    ['matching-worker', 'dist/services/matching/src/worker.js'],
  ])('maps APP=%s to %s', (app, entry) => {
    const result = appPath(app);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${entry}\n`);
  });

  it.each([['nope'], ['../gateway'], ['identity-worker'], [undefined]])('refuses APP=%s', (app) => {
    const result = appPath(app);
    expect(result.status).toBe(64);
    expect(result.stderr).toMatch(/APP/);
  });

  it('runs node on the entry point from MITHAQ_ROOT, replacing the shell', () => {
    const fake = mkdtempSync(join(tmpdir(), 'entrypoint-'));
    try {
      mkdirSync(join(fake, 'dist', 'services', 'identity', 'src'), { recursive: true });
      writeFileSync(
        join(fake, 'dist', 'services', 'identity', 'src', 'main.js'),
        'console.log(JSON.stringify({ cwd: process.cwd(), execArgv: process.execArgv }));\n',
      );
      const result = spawnSync('sh', [entrypoint], {
        encoding: 'utf8',
        env: baseEnv({ APP: 'identity', MITHAQ_ROOT: fake }),
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const printed = JSON.parse(result.stdout) as { cwd: string; execArgv: string[] };
      expect(printed.cwd).toBe(fake);
      expect(printed.execArgv).toContain('--enable-source-maps');

      const missing = spawnSync('sh', [entrypoint], {
        encoding: 'utf8',
        env: baseEnv({ APP: 'billing', MITHAQ_ROOT: fake }),
      });
      expect(missing.status).toBe(66);
      expect(missing.stderr).toContain('dist/services/billing/src/main.js is missing');
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
  });

  it('runs any other command given instead of the app', () => {
    const result = spawnSync('sh', [entrypoint, 'echo', 'hello'], {
      encoding: 'utf8',
      env: baseEnv({}),
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('hello\n');
  });
});

describe('infra/docker/npm-ci.sh', () => {
  it('installs without scripts, then runs the install scripts of the approved packages only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'npm-ci-'));
    try {
      // A stand-in npm that records how it is called.
      mkdirSync(join(dir, 'bin'));
      writeFileSync(join(dir, 'bin', 'npm'), '#!/bin/sh\necho "npm $*" >> "$NPM_LOG"\n', {
        mode: 0o755,
      });
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ allowScripts: { argon2: true, '@scarf/scarf': false, esbuild: true } }),
      );
      const result = spawnSync('sh', [npmCi, '--omit=dev'], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}`,
          NPM_LOG: join(dir, 'npm.log'),
        },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readFileSync(join(dir, 'npm.log'), 'utf8')).toBe(
        'npm ci --ignore-scripts --omit=dev\nnpm rebuild argon2 esbuild\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('infra/healthcheck/service-alive.js', () => {
  // A private bus prefix: the queues below cannot collide with anything else on the broker.
  const prefix = `infra-test-${randomBytes(4).toString('hex')}.`;
  const env = (extra: NodeJS.ProcessEnv) =>
    baseEnv({ RABBITMQ_URL, BUS_PREFIX: prefix, HEALTHCHECK_TIMEOUT_MS: '3000', ...extra });
  let connection: amqp.ChannelModel;
  let channel: amqp.Channel;

  beforeAll(async () => {
    connection = await amqp.connect(RABBITMQ_URL);
    channel = await connection.createChannel();
  });

  afterAll(async () => {
    for (const service of ['identity', 'profile']) {
      await channel.deleteQueue(`${prefix}mithaq.rpc.${service}`);
    }
    await connection.close();
  });

  it('is healthy when the database answers and the RPC queue has a consumer', async () => {
    const queue = `${prefix}mithaq.rpc.identity`;
    await channel.assertQueue(queue, { durable: false, autoDelete: false });
    const { consumerTag } = await channel.consume(queue, () => undefined, { noAck: true });
    try {
      const result = await run(
        'node',
        [serviceAlive],
        env({ APP: 'identity', DATABASE_URL: `${POSTGRES_URL}/postgres` }),
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      // The image's generic HEALTHCHECK picks this script for a service.
      const generic = await run(
        'node',
        [healthcheck],
        env({ APP: 'identity', DATABASE_URL: `${POSTGRES_URL}/postgres` }),
      );
      expect(generic.code).toBe(0);
    } finally {
      await channel.cancel(consumerTag);
    }
  });

  it('is unhealthy when nothing consumes the RPC queue', async () => {
    await channel.assertQueue(`${prefix}mithaq.rpc.profile`, { durable: false, autoDelete: false });
    const result = await run(
      'node',
      [serviceAlive, 'profile'],
      env({ DATABASE_URL: `${POSTGRES_URL}/postgres` }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`queue ${prefix}mithaq.rpc.profile has no consumer`);
  });

  it('is unhealthy when the RPC queue or the database does not exist', async () => {
    const result = await run(
      'node',
      [serviceAlive],
      env({ APP: 'nosuchservice', POSTGRES_URL: `${POSTGRES_URL}/` }),
    );
    expect(result.code).toBe(1);
    // POSTGRES_URL + /mithaq_<service>, as libs/config derives it.
    expect(result.stderr).toContain('postgres: database "mithaq_nosuchservice" does not exist');
    expect(result.stderr).toMatch(/rabbitmq: .*NOT_FOUND/);
  });

  it('is unhealthy when RabbitMQ cannot be reached', async () => {
    const result = await run(
      'node',
      [serviceAlive, 'identity'],
      env({
        RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:1',
        DATABASE_URL: `${POSTGRES_URL}/postgres`,
      }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/rabbitmq: .*ECONNREFUSED/);
  });

  it('refuses to run without a service name', async () => {
    const result = await run('node', [serviceAlive], env({}));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/expected a service name/);
  });
});

describe('infra/healthcheck/gateway-health.js', () => {
  let server: Server;
  let port: number;
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.statusCode = request.url === '/health' ? status : 404;
      response.end(JSON.stringify({ status: status === 200 ? 'ok' : 'error' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('is healthy when /health answers 200', async () => {
    status = 200;
    const result = await run('node', [gatewayHealth], baseEnv({ PORT: String(port) }));
    expect(result.code).toBe(0);
    const generic = await run(
      'node',
      [healthcheck],
      baseEnv({ APP: 'gateway', PORT: String(port) }),
    );
    expect(generic.code).toBe(0);
  });

  it('is unhealthy when /health answers 503', async () => {
    status = 503;
    const result = await run('node', [gatewayHealth], baseEnv({ PORT: String(port) }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('answered 503');
  });

  it('is unhealthy when nothing listens', async () => {
    // A port that was free a moment ago (fetch refuses "unsafe" ports such as 1).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const freePort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const result = await run('node', [gatewayHealth], baseEnv({ PORT: String(freePort) }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ECONNREFUSED');
  });
});

describe('infra/healthcheck/worker-alive.js', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'worker-alive-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is healthy with a fresh heartbeat, also through the image default for APP=*-worker', async () => {
    const file = join(dir, 'beat');
    writeFileSync(file, '');
    const direct = await run('node', [workerAlive], baseEnv({ WORKER_HEARTBEAT_FILE: file }));
    expect(direct).toMatchObject({ code: 0, stderr: '' });
    const generic = await run(
      'node',
      [healthcheck],
      baseEnv({ APP: 'matching-worker', WORKER_HEARTBEAT_FILE: file }),
    );
    expect(generic).toMatchObject({ code: 0, stderr: '' });
  });

  it('is unhealthy when the heartbeat is stale or missing', async () => {
    const file = join(dir, 'beat');
    writeFileSync(file, '');
    const old = new Date(Date.now() - 120_000);
    utimesSync(file, old, old);
    const stale = await run('node', [workerAlive], baseEnv({ WORKER_HEARTBEAT_FILE: file }));
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/last heartbeat \d+ s ago/);
    const missing = await run(
      'node',
      [workerAlive],
      baseEnv({ WORKER_HEARTBEAT_FILE: join(dir, 'none') }),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no heartbeat');
  });
});
