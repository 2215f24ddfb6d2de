#!/usr/bin/env node
// npm test: install if needed, prepare services and Chromium, build, run every tier, and end with
// one line `tests: N passed, N failed` summing them all. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureChromium, ensureServices, installIfNeeded, root } from './setup.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

installIfNeeded();
ensureServices();
ensureChromium();

const tally = { passed: 0, failed: 0 };
const lines = [];

const record = (tier, passed, failed) => {
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`${tier.padEnd(12)} ${passed} passed, ${failed} failed`);
};

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
const gate = (tier, command, args) => {
  console.log(`\n== ${tier}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  record(tier, result.status === 0 ? 1 : 0, result.status === 0 ? 0 : 1);
  return result.status === 0;
};

const jestTier = (tier, extra) => {
  console.log(`\n== ${tier} tests`);
  const output = join(results, `${tier}.json`);
  spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      tier,
      '--json',
      `--outputFile=${output}`,
      '--ci',
      ...extra,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  readReport(tier, output);
};

const readReport = (tier, output) => {
  if (!existsSync(output)) {
    record(tier, 0, 1);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A suite that failed to load has no test results but must still count as a failure.
  const brokenSuites = (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' &&
      (suite.assertionResults ?? []).every((t) => t.status !== 'failed'),
  ).length;
  record(tier, report.numPassedTests ?? 0, (report.numFailedTests ?? 0) + brokenSuites);
};

const vitestTier = (tier) => {
  console.log(`\n== ${tier} tests`);
  const output = join(results, `${tier}.json`);
  spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'frontend/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  readReport(tier, output);
};

gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('lint', 'npm', ['run', '--silent', 'lint']);
gate('format', 'npm', ['run', '--silent', 'format:check']);
let built = true;
try {
  build();
  record('build', 1, 0);
} catch (error) {
  console.error(error.message);
  record('build', 0, 1);
  built = false;
}
jestTier('unit', ['--testTimeout=15000']);
vitestTier('frontend');
jestTier('integration', ['--testTimeout=60000', '--maxWorkers=2']);
if (built) {
  jestTier('api', ['--testTimeout=60000', '--runInBand']);
  jestTier('browser', ['--testTimeout=90000', '--runInBand']);
} else {
  record('api', 0, 1);
  record('browser', 0, 1);
}

console.log('\n== summary');
for (const line of lines) {
  console.log(line);
}
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
