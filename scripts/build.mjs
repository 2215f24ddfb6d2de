#!/usr/bin/env node
// Builds the backend (gateway, services, libs) with swc into dist/ and the SPA with Vite.
// Libs are reached at run time through dist/node_modules/@mithaq/<lib>, so compiled code keeps
// importing them by package name exactly as the sources do.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { transformFile } from '@swc/core';
import { precompress } from './precompress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist');
const sourceRoots = ['gateway/src', 'services', 'libs', 'bench'];
const skip = /(\.spec|\.int-spec|\.e2e-spec)\.ts$|\.d\.ts$/;
// Test helpers live in each project's test/ folder and never ship.
const skipDirs = new Set(['node_modules', 'dist', 'test']);

const walk = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        return skipDirs.has(entry.name) ? [] : walk(path);
      }
      return entry.name.endsWith('.ts') && !skip.test(entry.name) ? [path] : [];
    }),
  );
  return files.flat();
};

const swcOptions = { ...createRequire(import.meta.url)('../swc.config.cjs'), sourceMaps: true };

const buildBackend = async () => {
  await rm(out, { recursive: true, force: true });
  const files = (await Promise.all(sourceRoots.map((dir) => walk(join(root, dir))))).flat();
  await Promise.all(
    files.map(async (file) => {
      const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
      const { code, map } = await transformFile(file, { ...swcOptions, filename: file });
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map`);
      if (map) {
        await writeFile(`${target}.map`, map);
      }
    }),
  );
  const libs = (await readdir(join(root, 'libs'), { withFileTypes: true })).filter((e) =>
    e.isDirectory(),
  );
  for (const lib of libs) {
    const shim = join(out, 'node_modules', '@mithaq', lib.name);
    await mkdir(shim, { recursive: true });
    await writeFile(
      join(shim, 'index.js'),
      `module.exports = require('../../../libs/${lib.name}/src/index.js');\n`,
    );
  }
  console.log(`backend: ${files.length} files compiled into dist/`);
};

const buildFrontend = async () => {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error('frontend build failed');
  }
  // The member pages' first screen, rendered by the gateway (frontend/src/server), into
  // frontend/dist/.server: a folder the gateway never serves.
  const server = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'frontend/vite.config.ts', '--ssr', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (server.status !== 0) {
    throw new Error("the first screen's server build failed");
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
  const totals = await precompress(join(root, 'frontend', 'dist'));
  console.log(
    `frontend: ${totals.files} files precompressed, ${kb(totals.raw)} → ${kb(totals.br)} brotli, ${kb(totals.gzip)} gzip`,
  );
};

const only = process.argv[2];
if (only !== 'frontend') {
  await buildBackend();
}
if (only !== 'backend') {
  await buildFrontend();
}
