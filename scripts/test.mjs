#!/usr/bin/env node
// npm test: the set-up steps (install, services, setup:browser), then typecheck, lint, format,
// build and every test tier, ending with one line `tests: N passed, N failed` summing them all.
// Exits non-zero on any failure. Each tier also runs alone: `npm run test:<tier>`.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { buildArgs, ensureChromium, ensureServices, installIfNeeded, root } from './setup.mjs';
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

/** Each line of the summary says how long its step took, so slow tiers show. */
const record = (tier, passed, failed, seconds) => {
  tally.passed += passed;
  tally.failed += failed;
  lines.push(`${tier.padEnd(12)} ${passed} passed, ${failed} failed`.padEnd(40) + `${seconds} s`);
};

const jestArgs = (tier, name) =>
  tierArgs(name, ['--json', `--outputFile=${join(results, `${tier}.json`)}`, '--ci']);
const jestEnv = { ...process.env, FORCE_COLOR: '0' };

/**
 * A step of the run as one child process: `title` heads its output, `log` names the file in
 * test-results/ that keeps it, and `report` turns its exit code and time into summary lines.
 */
const runLogged = ({ title, log, command = process.execPath, args, env = jestEnv }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const logPath = join(results, `${log}.log`);
    const out = openSync(logPath, 'w');
    console.log(`\n== ${title}: started, output in ${logPath}`);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env });
    child.on('error', (error) => writeSync(out, `${error.message}\n`));
    child.on('close', (code) => {
      closeSync(out);
      console.log(`\n== ${title}\n${readFileSync(logPath, 'utf8')}`);
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });

/**
 * Lanes of steps run side by side, the steps of one lane one after another, each step's output
 * printed whole when it ends so lanes never interleave. A step with `needs` waits for that step
 * (in the other lane, or earlier in its own) and runs only if it passed; otherwise it counts as
 * one failure. The summary lists the steps in the order the lanes give them.
 */
const inLanes = async (lanes) => {
  const ended = new Map(lanes.flat().map((step) => [step, deferred()]));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const before = step.needs ? await ended.get(step.needs).promise : null;
        const outcome =
          before && before.code !== 0 ? { code: null, notRun: true } : await runLogged(step);
        ended.get(step).resolve(outcome);
      }
    }),
  );
  for (const step of lanes.flat()) {
    const outcome = await ended.get(step).promise;
    if (outcome.notRun) {
      // Not run: what it needs failed.
      record(step.log, 0, 1, 0);
    } else {
      step.report(outcome);
    }
  }
};

const deferred = () => {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
};

/** A check that is not a test runner (typecheck, lint, format, build) counts as one test. */
const gate = (name, command, args) => ({
  title: name,
  log: name,
  command,
  args,
  env: process.env,
  report: ({ code, seconds }) => record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds),
});

/** `tier` names the line of the summary, `name` the tier of scripts/tiers.mjs. */
const jestTier = (tier, name) => ({
  title: `${tier} tests`,
  log: tier,
  args: jestArgs(tier, name),
  report: ({ seconds }) => readReport(tier, join(results, `${tier}.json`), seconds),
});
const vitestTier = (tier) => {
  const output = join(results, `${tier}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  return {
    title: `${tier} tests`,
    log: tier,
    args: tierArgs('frontend', reporters),
    report: ({ seconds }) => readReport(tier, output, seconds),
  };
};

const readReport = (tier, output, seconds) => {
  if (!existsSync(output)) {
    record(tier, 0, 1, seconds);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A suite that failed to load has no test results but must still count as a failure.
  const brokenSuites = (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' &&
      (suite.assertionResults ?? []).every((t) => t.status !== 'failed'),
  ).length;
  record(tier, report.numPassedTests ?? 0, (report.numFailedTests ?? 0) + brokenSuites, seconds);
};

// Two lanes from the start. The browser tier, the longest step, starts as soon as the platform
// is built, then the integration and unit tiers follow it; the other lane runs the checks, then
// the API and frontend tiers. Each lane mixes steps that wait on pages and platforms with steps
// that keep a core busy, so the two cores stay in use until both lanes end at about the same
// time (each step's seconds in the summary show how they split).
const build = gate('build', process.execPath, buildArgs);
const typecheck = gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const lint = gate('lint', 'npm', ['run', '--silent', 'lint']);
const format = gate('format', 'npm', ['run', '--silent', 'format:check']);
await inLanes([
  [
    build,
    { ...jestTier('browser', 'browser'), needs: build },
    jestTier('integration', 'int'),
    jestTier('unit', 'unit'),
  ],
  [typecheck, lint, format, { ...jestTier('api', 'api'), needs: build }, vitestTier('frontend')],
]);

console.log(`\n== summary (${Math.round((Date.now() - runStarted) / 60_000)} min in all)`);
for (const line of lines) {
  console.log(line);
}
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
