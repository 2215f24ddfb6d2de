import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const sheetModule = fileURLToPath(new URL('./src/app/antd-style-sheet.tsx', import.meta.url));
/** Inside the workspace, so that the bundled module finds antd and React in node_modules. */
const workDir = fileURLToPath(
  new URL('../node_modules/.cache/mithaq-antd-styles/', import.meta.url),
);

/**
 * Runs app/antd-style-sheet in Node: bundled by esbuild (the packages stay external, so antd is
 * the workspace's own copy) and called in a child process whose NODE_ENV is production, which
 * decides the class names antd gives its styles.
 */
const renderSheet = async (): Promise<string> => {
  mkdirSync(workDir, { recursive: true });
  const bundle = `${workDir}sheet.cjs`;
  await build({
    entryPoints: [sheetModule],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    packages: 'external',
    outfile: bundle,
    logLevel: 'warning',
  });
  const child = spawnSync(
    process.execPath,
    ['-e', `process.stdout.write(require(${JSON.stringify(bundle)}).antdStyleSheet())`],
    { cwd: frontendRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (child.status !== 0 || !child.stdout.includes('data-ant-cssinjs-cache-path')) {
    throw new Error(`antd's style sheet could not be rendered: ${child.stderr}`);
  }
  return child.stdout;
};

/**
 * Writes antd's styles for the first pages (app/antd-style-sheet) as a hashed style sheet and
 * links it from index.html, before the documents derived from index.html are made. The link is
 * the body's last element: what the document paints by itself (the loading shell, the landing
 * page's first screen, with their own inline styles) does not wait for it, while the scripts do,
 * as deferred scripts wait for every style sheet the parser met. They must: antd reads its map of
 * the sheet's styles once, when it first draws.
 */
export const antdStyleSheetPlugin = (): Plugin => ({
  name: 'mithaq-antd-style-sheet',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset' || typeof index.source !== 'string') {
      this.error('index.html was not emitted as text');
    }
    const reference = this.emitFile({
      type: 'asset',
      name: 'antd.css',
      source: await renderSheet(),
    });
    const link = `<link rel="stylesheet" href="/${this.getFileName(reference)}" />`;
    if (!index.source.includes('</body>')) {
      this.error('index.html has no </body> to place the style sheet before');
    }
    index.source = index.source.replace('</body>', `  ${link}\n  </body>`);
  },
});
