// The test tiers of the repository: which runner, which jest project, and what each needs first.
// Shared by `npm test` (scripts/test.mjs) and `npm run test:<tier>` (scripts/test-tier.mjs).
import { join } from 'node:path';
import { root } from './setup.mjs';

/**
 * `needs` lists the set-up a tier relies on: `services` (Postgres, Redis and RabbitMQ on loopback),
 * `build` (the platform in dist/, run as real processes) and `chromium` (the browser to drive).
 */
export const tiers = {
  unit: { runner: 'jest', project: 'unit', options: ['--testTimeout=15000'], needs: [] },
  int: {
    runner: 'jest',
    project: 'integration',
    options: ['--testTimeout=60000', '--maxWorkers=2'],
    needs: ['services'],
  },
  api: {
    runner: 'jest',
    project: 'api',
    options: ['--testTimeout=60000', '--runInBand'],
    needs: ['services', 'build'],
  },
  browser: {
    runner: 'jest',
    project: 'browser',
    options: ['--testTimeout=90000', '--runInBand'],
    needs: ['services', 'build', 'chromium'],
  },
  frontend: { runner: 'vitest', options: [], needs: [] },
};

/**
 * The node arguments that run one tier. `extra` (paths, -t patterns, reporters) goes before
 * --selectProjects because jest reads every word after that flag as another project name.
 */
export const tierArgs = (name, extra = []) => {
  const tier = tiers[name];
  if (tier.runner === 'vitest') {
    return [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'frontend/vitest.config.ts',
      ...tier.options,
      ...extra,
    ];
  }
  return [
    join(root, 'node_modules/jest/bin/jest.js'),
    ...tier.options,
    ...extra,
    '--selectProjects',
    tier.project,
  ];
};
