/**
 * Validates docker-compose.yml and the image recipe without a Docker engine:
 * dclint (YAML validity, the Compose schema, its rules as configured in .dclintrc), then the
 * platform's own requirements read from the parsed file (YAML merge keys resolved).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');
const composePath = join(root, 'docker-compose.yml');
const dclint = join(root, 'node_modules', '.bin', 'dclint');

/** Every app of the code base: the gateway and each folder under services/. */
const APPS = [
  'gateway',
  ...readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];
const SERVICES = APPS.filter((app) => app !== 'gateway');
/** Services with background workers (src/worker.ts) run them as `<service>-worker` apps. */
const WORKERS = SERVICES.filter((service) =>
  existsSync(join(root, 'services', service, 'src', 'worker.ts')),
).map((service) => `${service}-worker`);
const INFRA = ['postgres', 'redis', 'rabbitmq'];

type Dict = Record<string, unknown>;
interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Dict };
  container_name?: string;
  ports?: unknown[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition?: string }> | string[];
  environment?: Dict | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  volumes?: unknown[];
  command?: unknown;
}
interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const loadCompose = (): ComposeFile =>
  parse(readFileSync(composePath, 'utf8'), { merge: true }) as ComposeFile;

const envOf = (service: ComposeService): Dict => {
  const { environment } = service;
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const [key, ...rest] = String(entry).split('=');
        return [key, rest.join('=')];
      }),
    );
  }
  return environment ?? {};
};

/** Target (container) and published (host) ports of a short- or long-syntax port entry. */
const portsOf = (service: ComposeService): Array<{ target: number; published: number | null }> =>
  (service.ports ?? []).map((entry) => {
    if (typeof entry === 'object' && entry !== null) {
      const long = entry as { target: number | string; published?: number | string };
      return {
        target: Number(long.target),
        published: long.published === undefined ? null : Number(long.published),
      };
    }
    const parts = String(entry)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    const target = Number(parts[parts.length - 1]);
    const published = parts.length >= 2 ? Number(parts[parts.length - 2]) : null;
    return { target, published };
  });

interface DclintResult {
  filePath: string;
  messages: Array<{ rule: string; type: string; message: string; line: number }>;
  errorCount: number;
  warningCount: number;
}

const runDclint = (
  file: string,
): { status: number | null; results: DclintResult[]; stderr: string } => {
  const run = spawnSync(dclint, [file, '--formatter', 'json', '--color', 'false'], {
    cwd: root,
    encoding: 'utf8',
  });
  return {
    status: run.status,
    results: JSON.parse(run.stdout) as DclintResult[],
    stderr: run.stderr,
  };
};

describe('docker-compose.yml', () => {
  it('passes dclint with no errors and no warnings', () => {
    expect(existsSync(dclint)).toBe(true);
    const { status, results, stderr } = runDclint('docker-compose.yml');
    const messages = results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}: ${message.type} ${message.rule}: ${message.message}`,
      ),
    );
    expect({ messages, stderr: stderr.trim() }).toEqual({ messages: [], stderr: '' });
    expect(status).toBe(0);
  });

  const compose = loadCompose();
  const { services } = compose;

  it('names the project and defines the three servers and every app of the code base', () => {
    expect(compose.name).toBe('mithaq');
    expect(Object.keys(services).sort()).toEqual([...INFRA, ...APPS, ...WORKERS].sort());
    expect(services.postgres.image).toBe('postgres:16');
    expect(services.redis.image).toBe('redis:7');
    expect(services.rabbitmq.image).toBe('rabbitmq:3-management');
  });

  it.each([...INFRA, ...APPS])('%s has a healthcheck', (name) => {
    const { healthcheck } = services[name];
    expect(healthcheck).toBeDefined();
    expect(healthcheck?.disable).not.toBe(true);
    const test = healthcheck?.test;
    expect(
      Array.isArray(test)
        ? test.length > 1 && test[0] !== 'NONE'
        : typeof test === 'string' && test.length > 0,
    ).toBe(true);
  });

  it.each(APPS)('%s is built from infra/Dockerfile with APP=%s', (name) => {
    const { build, image } = services[name];
    expect(image).toBeUndefined();
    expect(build).toEqual({ context: '.', dockerfile: 'infra/Dockerfile', args: { APP: name } });
  });

  it.each(APPS)('%s waits for healthy postgres, redis and rabbitmq', (name) => {
    const dependsOn = services[name].depends_on;
    expect(Array.isArray(dependsOn)).toBe(false);
    for (const server of INFRA) {
      expect((dependsOn as Record<string, { condition?: string }>)[server]).toEqual(
        expect.objectContaining({ condition: 'service_healthy' }),
      );
    }
  });

  it.each(SERVICES)('%s has no host port, reaches the servers by their compose names', (name) => {
    const service = services[name];
    expect(service.ports ?? []).toEqual([]);
    const env = envOf(service);
    expect(env.NODE_ENV).toBe('production');
    expect(String(env.POSTGRES_URL)).toMatch(
      /^postgres:\/\/postgres:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432$/,
    );
    expect(String(env.RABBITMQ_URL)).toMatch(/@rabbitmq:5672$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env).toHaveProperty('OUTBOX_POLL_MS');
    expect(service.healthcheck?.test).toEqual([
      'CMD',
      'node',
      'infra/healthcheck/service-alive.js',
    ]);
  });

  it('runs the profile service as two or more replicas, without container_name or host ports', () => {
    const { profile } = services;
    expect(profile.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(profile).not.toHaveProperty('container_name');
    expect(profile).not.toHaveProperty('ports');
  });

  it.each(WORKERS)(
    '%s is built with APP=%s, shares its service database, checks a heartbeat',
    (name) => {
      const worker = services[name];
      expect(worker.build).toEqual({
        context: '.',
        dockerfile: 'infra/Dockerfile',
        args: { APP: name },
      });
      const service = name.replace(/-worker$/, '');
      expect(String(envOf(worker).DATABASE_URL)).toMatch(
        new RegExp(`@postgres:5432/mithaq_${service}$`),
      );
      expect((worker.depends_on as Record<string, { condition?: string }>)[service]).toEqual({
        condition: 'service_healthy',
      });
      expect(worker.healthcheck?.test).toEqual([
        'CMD',
        'node',
        'infra/healthcheck/worker-alive.js',
      ]);
      expect(worker.ports ?? []).toEqual([]);
      expect(worker.deploy?.replicas).toBeGreaterThanOrEqual(2);
    },
  );

  it('runs the matching service as two or more replicas', () => {
    expect(services.matching?.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('gives no app a container_name (replicas and parallel projects stay possible)', () => {
    for (const name of [...APPS, ...WORKERS]) {
      expect(services[name]).not.toHaveProperty('container_name');
    }
  });

  it('publishes the gateway on port 3000, healthchecked through /health', () => {
    const { gateway } = services;
    expect(portsOf(gateway)).toContainEqual({ target: 3000, published: 3000 });
    const env = envOf(gateway);
    expect(String(env.PORT)).toBe('3000');
    expect(gateway.healthcheck?.test).toEqual([
      'CMD',
      'node',
      'infra/healthcheck/gateway-health.js',
    ]);
  });

  it('starts the gateway after every service', () => {
    const dependsOn = services.gateway.depends_on as Record<string, { condition?: string }>;
    for (const name of SERVICES) {
      expect(['service_started', 'service_healthy']).toContain(dependsOn[name]?.condition);
    }
  });

  it('takes secrets from the environment, never from the file', () => {
    const required = /^\$\{[A-Z_]+:\?[^}]*\}$/;
    expect(String(envOf(services.gateway).SESSION_SECRET)).toMatch(required);
    expect(String(envOf(services.postgres).POSTGRES_PASSWORD)).toMatch(required);
    expect(String(envOf(services.rabbitmq).RABBITMQ_DEFAULT_PASS)).toMatch(required);
    const text = readFileSync(composePath, 'utf8');
    expect(text).not.toMatch(/sk_(live|test)_[A-Za-z0-9]{8,}/);
    expect(text).not.toMatch(/whsec_[A-Za-z0-9]{8,}/);
  });

  it('keeps postgres data in a named volume', () => {
    const volumes = (services.postgres.volumes ?? []).map(String);
    const named = volumes
      .map((volume) => volume.split(':')[0])
      .filter((source) => !/^[./~]/.test(source));
    expect(volumes.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(named.length).toBeGreaterThan(0);
    for (const source of named) {
      expect(compose.volumes ?? {}).toHaveProperty(source);
    }
  });

  it('never lets TypeORM synchronize a schema', () => {
    expect(JSON.stringify(compose)).not.toMatch(/synchroni[sz]e/i);
  });
});

describe('dclint as used here', () => {
  it('reports an error for a file that breaks the Compose schema', () => {
    // Guards against a dclint that silently checks nothing (wrong path, config not loaded...).
    const { status, results } = runDclint('infra/test/fixtures/invalid-compose.yml');
    expect(status).not.toBe(0);
    expect(results[0].errorCount).toBeGreaterThan(0);
  });
});

describe('infra/Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8');
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)/gim)].map((match) => match[2]);
  const runtime = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runtime/m));
  const stage = (name: string) => {
    const start = dockerfile.search(new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${name}$`, 'm'));
    const rest = dockerfile.slice(start + 1);
    const next = rest.search(/^FROM\s/m);
    return next === -1 ? rest : rest.slice(0, next);
  };

  it('installs, builds and runs in stages on node:20-bookworm-slim', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(stages).toEqual(['base', 'deps', 'prod-deps', 'build', 'runtime']);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
    expect(stage('deps')).toMatch(/^RUN .*npm-ci$/m);
    expect(stage('prod-deps')).toMatch(/^RUN .*npm-ci --omit=dev$/m);
    expect(stage('build')).toMatch(/^RUN npm run build/m);
  });

  it('ships production node_modules, dist/ and frontend/dist/ and runs as a non-root user', () => {
    expect(runtime).toMatch(/^COPY --from=prod-deps \/app\/node_modules /m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist /m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/frontend\/dist /m);
    expect(runtime).not.toMatch(/^COPY --from=(deps|build) \/app\/node_modules/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ARG APP=/m);
    expect(runtime).toMatch(/^ENTRYPOINT \[.*infra\/docker\/entrypoint\.sh"\]$/m);
  });

  it('declares APP in the runtime stage only, so the other stages are shared by every app', () => {
    expect(dockerfile.slice(0, dockerfile.indexOf(runtime))).not.toMatch(/^ARG APP/m);
  });
});

describe('.dockerignore', () => {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
  /** Whether a path of the repository is left out of the build context (prefix patterns only). */
  const excluded = (path: string) =>
    patterns.some((pattern) => {
      if (pattern.startsWith('**/')) {
        return path.split('/').includes(pattern.slice(3));
      }
      return path === pattern || path.startsWith(`${pattern}/`);
    });

  it('keeps host build output, dependencies, VCS data and env files out of the build context', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['**/node_modules', 'dist', 'frontend/dist', '.git', '.env']),
    );
  });

  it('keeps every file the Dockerfile copies from the context', () => {
    const dockerfile = readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8');
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)]
      .flatMap((match) => match[1].split(' '))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect({
        source,
        exists: existsSync(join(root, source)),
        excluded: excluded(source),
      }).toEqual({
        source,
        exists: true,
        excluded: false,
      });
    }
  });

  it('keeps every directory scripts/build.mjs compiles', () => {
    const build = readFileSync(join(root, 'scripts', 'build.mjs'), 'utf8');
    const list = /const sourceRoots = \[([^\]]*)\]/.exec(build);
    expect(list).not.toBeNull();
    const roots = [...(list?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(roots).toEqual(expect.arrayContaining(['gateway/src', 'services', 'libs']));
    for (const dir of [...roots, 'frontend', 'scripts', 'package.json', 'package-lock.json']) {
      expect({ dir, excluded: excluded(dir) }).toEqual({ dir, excluded: false });
    }
  });
});
