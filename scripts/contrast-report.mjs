#!/usr/bin/env node
// Prints the WCAG contrast ratio of every text-and-background pair the frontend theme decides,
// before the accessibility pass (antd's defaults under the brand teal) and now (the theme's
// tokens), so a reviewer sees what changed and that each pair passes.
// Run: node scripts/contrast-report.mjs   (exits 1 when a current pair falls short)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'frontend/src/app');
const modules = ['contrast', 'theme', 'theme-contrast'];

/** The theme as it was: only the brand teal and gold; everything else antd's defaults. */
const previousTheme = { token: { colorPrimary: '#0f766e', colorWarning: '#c9a227' } };

// The theme files are TypeScript; compile them to ES modules beside each other so their
// relative imports resolve, and load antd from this repository's node_modules.
const loadThemeModules = async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'contrast-report-'));
  try {
    for (const name of modules) {
      const source = readFileSync(join(appDir, `${name}.ts`), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const linked = outputText
        .replace(/from '\.\/([\w-]+)'/g, "from './$1.mjs'")
        .replace(
          /from 'antd'/g,
          `from '${pathToFileURL(join(root, 'node_modules/antd/lib/index.js')).href}'`,
        );
      writeFileSync(join(outDir, `${name}.mjs`), linked);
    }
    const themeModule = await import(pathToFileURL(join(outDir, 'theme.mjs')).href);
    const contrastModule = await import(pathToFileURL(join(outDir, 'theme-contrast.mjs')).href);
    return { appTheme: themeModule.appTheme, ...contrastModule };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

const { appTheme, themeContrastPairs, measure } = await loadThemeModules();
const before = new Map(measure(themeContrastPairs(previousTheme)).map((pair) => [pair.id, pair]));
const after = measure(themeContrastPairs(appTheme));

const ratio = (value) => `${value.toFixed(2)}:1`;
const rows = after.map((pair) => {
  const old = before.get(pair.id);
  return [
    pair.label,
    old ? `${old.foreground} on ${old.background}` : '—',
    old ? ratio(old.ratio) : '—',
    `${pair.foreground} on ${pair.background}`,
    ratio(pair.ratio),
    pair.ratio >= pair.minimum ? `pass (${pair.minimum})` : `FAIL (${pair.minimum})`,
  ];
});
const header = ['pair', 'before', 'ratio', 'after', 'ratio', 'AA'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) {
  console.log(line(row));
}
const failing = after.filter((pair) => pair.ratio < pair.minimum);
const improved = after.filter((pair) => (before.get(pair.id)?.ratio ?? Infinity) < pair.minimum);
console.log(
  `\n${after.length} pairs: ${after.length - failing.length} pass, ${failing.length} fail; ` +
    `${improved.length} failed before this theme.`,
);
process.exitCode = failing.length === 0 ? 0 : 1;
