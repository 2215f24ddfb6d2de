/**
 * infra/ensure-services.sh against this machine, where Postgres, Redis and RabbitMQ run on
 * loopback. Nothing here can start a server: the "missing" case runs with a PATH that holds no
 * server binaries and with ports nothing listens on.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const script = join(root, 'infra', 'ensure-services.sh');

const which = (tool: string): string => {
  const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`${tool} is needed by this test`);
  }
  return found.stdout.trim();
};

describe('infra/ensure-services.sh', () => {
  it('is valid bash', () => {
    const check = spawnSync('bash', ['-n', script], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('reports the three servers up and exits 0 when they run', () => {
    const run = spawnSync(script, [], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines).toEqual(expect.arrayContaining(['postgres: up', 'redis: up', 'rabbitmq: up']));
  });

  it('is quiet and idempotent: a second run prints exactly one line per server', () => {
    spawnSync(script, [], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const run = spawnSync(script, [], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('postgres: up\nredis: up\nrabbitmq: up\n');
  });

  it('has every service database in place afterwards', () => {
    const run = spawnSync(
      'psql',
      [
        '-h',
        '127.0.0.1',
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-XtAc',
        "SELECT datname FROM pg_database WHERE datname LIKE 'mithaq\\_%'",
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const names = run.stdout.split('\n').filter(Boolean);
    for (const service of [
      'identity',
      'profile',
      'matching',
      'messaging',
      'billing',
      'course',
      'content',
    ]) {
      expect(names).toContain(`mithaq_${service}`);
    }
  });

  it('says what to install and exits non-zero when the servers are missing', () => {
    // A PATH with the basic tools only: no pg_ctlcluster, redis-server, psql, redis-cli...
    const bin = mkdtempSync(join(tmpdir(), 'ensure-services-bin-'));
    try {
      for (const tool of ['bash', 'timeout', 'sleep', 'mktemp', 'rm', 'sed', 'grep', 'ls', 'cat']) {
        symlinkSync(which(tool), join(bin, tool));
      }
      const run = spawnSync(join(bin, 'bash'), [script], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        // Ports 1-3 on loopback: nothing listens there, so every server looks down.
        env: { PATH: bin, PGPORT: '1', REDIS_PORT: '2', RABBITMQ_PORT: '3' },
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('postgres: not installed: sudo apt-get install -y postgresql');
      expect(run.stderr).toContain('redis: not installed: sudo apt-get install -y redis-server');
      // Either "not installed" or, where /usr/sbin/rabbitmq-server exists, "not on PATH".
      expect(run.stderr).toMatch(/^rabbitmq: .*rabbitmq-server/m);
      expect(run.stdout).not.toMatch(/starting/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('does not try to start a server that is not on loopback', () => {
    const run = spawnSync(script, [], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      // 192.0.2.1 is TEST-NET-1: never routed, so the connection attempt times out.
      env: { ...process.env, RABBITMQ_HOST: '192.0.2.1' },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('postgres: up');
    expect(run.stdout).toContain('redis: up');
    expect(run.stderr).toContain('rabbitmq: down at 192.0.2.1:5672 (not a loopback address');
  });
});
