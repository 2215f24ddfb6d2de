#!/usr/bin/env node
// npm run test:faults: the platform under faults (RabbitMQ stopped, one service's Postgres
// restarted, Redis restarted and emptied, a matching worker killed) while members use it. The
// suite runs its own RabbitMQ (5673), Redis (6390) and Postgres (5440) and never touches the
// shared servers. Builds the backend into dist/ first unless given --no-build; other words go to
// jest as they are (e.g. -t 'RabbitMQ').
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, run } from './setup.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  run(process.execPath, [join(root, 'scripts', 'build.mjs'), 'backend']);
}
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '--config',
    join(root, 'e2e/faults/jest.config.js'),
    '--runInBand',
    // Client libraries keep sockets to the stopped servers retrying; the suite has cleaned up.
    '--forceExit',
    ...args.filter((arg) => arg !== '--no-build'),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
