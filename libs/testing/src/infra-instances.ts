import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Private Postgres, Redis and RabbitMQ servers for fault tests: each on its own port with its data
 * in a temporary folder, so a test can stop, restart or wipe them without touching the shared
 * servers other suites use on the standard ports.
 */

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts TCP connections on 127.0.0.1:port right now. */
export const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (open: boolean): void => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const waitForPort = async (port: number, open: boolean, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) {
      return;
    }
    await sleep(100);
  }
  throw new Error(`${what}: port ${port} still ${open ? 'closed' : 'open'} after ${timeoutMs} ms`);
};

const runOrThrow = (command: string, args: string[], env?: NodeJS.ProcessEnv): string => {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}: ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
};

const assertFree = async (port: number, what: string): Promise<void> => {
  if (await portOpen(port)) {
    throw new Error(`${what}: port ${port} is already in use; is another fault run going on?`);
  }
};

/**
 * The scripts in /usr/sbin switch to the rabbitmq user (and its home, cookie and data); these run
 * as the caller, with the environment given.
 */
const RABBIT_BIN = '/usr/lib/rabbitmq/bin';

/** A RabbitMQ node of its own (name, AMQP and distribution ports, data and logs). */
export class OwnRabbitMq {
  readonly dir = mkdtempSync(join(tmpdir(), 'mithaq-rabbit-'));
  readonly url: string;

  constructor(
    readonly port = 5673,
    readonly distPort = 25673,
    readonly nodeName = 'faults@localhost',
  ) {
    this.url = `amqp://guest:guest@127.0.0.1:${port}`;
    writeFileSync(join(this.dir, 'rabbitmq.conf'), `listeners.tcp.local = 127.0.0.1:${port}\n`);
    // No plugins: the shared node's management and metrics ports stay its own.
    writeFileSync(join(this.dir, 'enabled_plugins'), '[].\n');
    writeFileSync(join(this.dir, 'rabbitmq-env.conf'), '');
  }

  private env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env['PATH'],
      // The Erlang cookie lives in $HOME: this node and its rabbitmqctl share one of their own.
      HOME: this.dir,
      RABBITMQ_NODENAME: this.nodeName,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(this.port),
      RABBITMQ_DIST_PORT: String(this.distPort),
      RABBITMQ_CONFIG_FILE: join(this.dir, 'rabbitmq.conf'),
      RABBITMQ_CONF_ENV_FILE: join(this.dir, 'rabbitmq-env.conf'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(this.dir, 'enabled_plugins'),
      RABBITMQ_MNESIA_BASE: join(this.dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(this.dir, 'log'),
      RABBITMQ_PID_FILE: join(this.dir, 'rabbit.pid'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
      ERL_FLAGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    };
  }

  ctl(...args: string[]): string {
    return runOrThrow(join(RABBIT_BIN, 'rabbitmqctl'), ['-n', this.nodeName, ...args], this.env());
  }

  async start(): Promise<void> {
    await assertFree(this.port, 'RabbitMQ');
    runOrThrow(join(RABBIT_BIN, 'rabbitmq-server'), ['-detached'], this.env());
    // -detached returns before the node registers; await_startup fails until it has.
    await waitForPort(this.port, true, 'RabbitMQ', 120_000);
    this.ctl('await_startup', '--timeout', '120');
  }

  /** Stops the whole node (connections drop, durable queues and their messages stay on disk). */
  async stop(): Promise<void> {
    this.ctl('shutdown');
    await waitForPort(this.port, false, 'RabbitMQ');
  }

  async destroy(): Promise<void> {
    if (await portOpen(this.port)) {
      await this.stop().catch(() => undefined);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A redis-server of its own, configured as deployed (append-only file, no eviction). */
export class OwnRedis {
  readonly dir = mkdtempSync(join(tmpdir(), 'mithaq-redis-'));
  readonly url: string;
  private child: ChildProcess | null = null;

  constructor(readonly port = 6390) {
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await assertFree(this.port, 'Redis');
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(this.port, true, 'Redis');
  }

  /** SIGTERM: Redis flushes its append-only file and exits, as a container stop does. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await waitForPort(this.port, false, 'Redis');
  }

  /** Removes everything Redis kept on disk (a lost volume): the next start is empty. */
  wipe(): void {
    for (const entry of readdirSync(this.dir)) {
      rmSync(join(this.dir, entry), { recursive: true, force: true });
    }
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The binaries of the newest Postgres installed from Debian's packages. */
const postgresBin = (): string => {
  const versions = readdirSync('/usr/lib/postgresql')
    .map(Number)
    .filter((v) => Number.isFinite(v))
    .sort((a, b) => b - a);
  if (versions.length === 0) {
    throw new Error('No Postgres under /usr/lib/postgresql');
  }
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

/** A Postgres cluster of its own (initdb into a temporary folder, trust auth on loopback). */
export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'mithaq-pg-'));
  readonly url: string;
  private readonly bin = postgresBin();
  private readonly data = join(this.dir, 'data');

  constructor(readonly port = 5440) {
    this.url = `postgres://postgres@127.0.0.1:${port}`;
  }

  /** Postgres refuses to run as root: as root, run its tools as the postgres user. */
  private run(tool: string, args: string[]): string {
    const command = join(this.bin, tool);
    return process.getuid?.() === 0
      ? runOrThrow('runuser', ['-u', 'postgres', '--', command, ...args])
      : runOrThrow(command, args);
  }

  async start(): Promise<void> {
    await assertFree(this.port, 'Postgres');
    mkdirSync(this.data, { recursive: true });
    if (process.getuid?.() === 0) {
      const { uid, gid } = this.postgresIds();
      chownSync(this.dir, uid, gid);
      chownSync(this.data, uid, gid);
    }
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await this.up();
  }

  private postgresIds(): { uid: number; gid: number } {
    return {
      uid: Number(runOrThrow('id', ['-u', 'postgres']).trim()),
      gid: Number(runOrThrow('id', ['-g', 'postgres']).trim()),
    };
  }

  async up(): Promise<void> {
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'postgres.log'),
      '-w',
      '-o',
      `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c max_connections=200 -c fsync=off`,
      'start',
    ]);
    await waitForPort(this.port, true, 'Postgres');
  }

  /** Fast shutdown: open connections are cut, as when the server restarts under load. */
  async down(): Promise<void> {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
    await waitForPort(this.port, false, 'Postgres');
  }

  async destroy(): Promise<void> {
    if (await portOpen(this.port)) {
      await this.down().catch(() => undefined);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
