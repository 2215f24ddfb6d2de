#!/usr/bin/env node
// One test tier on its own: `npm run test:<unit|int|api|browser|frontend> [-- <path> <options>]`.
// A path narrows the run to one project or file (`npm run test:unit -- services/profile`); other
// words go to the runner as they are (`-t 'name'`, `--watch`). The api and browser tiers build the
// platform first unless given `--no-build`; the browser tier expects `npm run setup:browser`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, chromiumPath, ensureServices, root } from './setup.mjs';
import { tierArgs, tiers } from './tiers.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!name || !(name in tiers)) {
  console.error(`usage: node scripts/test-tier.mjs <${Object.keys(tiers).join('|')}> [args...]`);
  process.exit(2);
}
const skipBuild = rest.includes('--no-build');
const extra = rest.filter((arg) => arg !== '--no-build');
const { needs } = tiers[name];

if (needs.includes('chromium') && !existsSync(chromiumPath)) {
  console.error(`No browser at ${chromiumPath}: run \`npm run setup:browser\` once first.`);
  process.exit(1);
}
if (needs.includes('services')) {
  ensureServices();
}
if (needs.includes('build') && !skipBuild) {
  build();
}
const result = spawnSync(process.execPath, tierArgs(name, extra), { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
