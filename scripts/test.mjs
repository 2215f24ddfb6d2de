#!/usr/bin/env node
// npm test: the set-up steps (install, services, setup:browser), then typecheck, lint, format,
// build and every test tier, ending with one line `tests: N passed, N failed` summing them all.
// Exits non-zero on any failure. Each tier also runs alone: `npm run test:<tier>`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureChromium, ensureServices, installIfNeeded, root } from './setup.mjs';
import { tierArgs } from './tiers.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** A set-up step: named in the output, and a failure stops the run. */
const setupStep = (name, step) => {
  console.log(`\n== ${name}`);
  step();
};

setupStep('install', installIfNeeded);
setupStep('services', ensureServices);
setupStep('setup:browser', ensureChromium);

const tally = { passed: 0, failed: 0 };
const lines = [];
// Timed from here: the set-up above (install, services, Chromium) is not a tier.
const runStarted = Date.now();
let stepStarted = Date.now();

/** Each line of the summary says how long its step took, so slow tiers show. */
const record = (tier, passed, failed) => {
  tally.passed += passed;
  tally.failed += failed;
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  lines.push(`${tier.padEnd(12)} ${passed} passed, ${failed} failed`.padEnd(40) + `${seconds} s`);
  stepStarted = Date.now();
};

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
const gate = (tier, command, args) => {
  console.log(`\n== ${tier}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  record(tier, result.status === 0 ? 1 : 0, result.status === 0 ? 0 : 1);
  return result.status === 0;
};

/** `tier` names the line of the summary, `name` the tier of scripts/tiers.mjs. */
const jestTier = (tier, name) => {
  console.log(`\n== ${tier} tests`);
  const output = join(results, `${tier}.json`);
  spawnSync(process.execPath, tierArgs(name, ['--json', `--outputFile=${output}`, '--ci']), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
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
    tierArgs('frontend', ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`]),
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
jestTier('unit', 'unit');
vitestTier('frontend');
jestTier('integration', 'int');
if (built) {
  jestTier('api', 'api');
  jestTier('browser', 'browser');
} else {
  record('api', 0, 1);
  record('browser', 0, 1);
}

console.log(`\n== summary (${Math.round((Date.now() - runStarted) / 60_000)} min in all)`);
for (const line of lines) {
  console.log(line);
}
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
