// Shared set-up of `npm start` and `npm test`: install when needed, local services, build, and
// the browser for the browser tests. `npm run setup:browser` runs the browser step on its own.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
};

/**
 * Installs from the lockfile when node_modules is missing or older than it. `npm install` rather
 * than `npm ci`: the registry reachable here lacks other platforms' optional native packages, so
 * the lockfile cannot list them and npm 11's `ci` refuses it; `install` still pins every version
 * the lockfile names.
 */
export const installIfNeeded = () => {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) {
    return;
  }
  console.log('Installing dependencies from package-lock.json...');
  run('npm', ['install', '--no-audit', '--no-fund']);
};

/** Postgres, Redis and RabbitMQ on loopback: checked, started when down, databases created. */
export const ensureServices = () => run('bash', [join(root, 'infra', 'ensure-services.sh')]);

/** The node arguments that build the platform into dist/ and the SPA into frontend/dist. */
export const buildArgs = [join(root, 'scripts', 'build.mjs')];
export const build = () => run(process.execPath, buildArgs);

/** The browser the browser tests drive (libs/testing launchBrowser reads the same variable). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the browser tests (never a downloaded browser). */
export const ensureChromium = () => {
  if (existsSync(chromiumPath)) {
    console.log(`Chromium: ${chromiumPath}`);
    return;
  }
  console.log('Installing Chromium from Debian packages...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

const steps = { browser: ensureChromium, services: ensureServices, install: installIfNeeded };

// `node scripts/setup.mjs <step>` runs one step from the command line.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = steps[process.argv[2]];
  if (!step) {
    console.error(`usage: node scripts/setup.mjs <${Object.keys(steps).join('|')}>`);
    process.exit(2);
  }
  step();
}
