// Lints source texts as if they were files of the repository, with the repository's ESLint
// configuration, and prints which rules each one breaks. Reads `[{ filePath, text }]` (paths
// relative to the repository root) as JSON on stdin; prints `[{ filePath, rules, messages }]`.
// Jest cannot load the ESM configuration in its sandbox, so lint-rules.spec.ts runs this in node.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// The Nx boundary rule reads the cached project graph; `nx show projects` writes it.
spawnSync(process.execPath, [join(root, 'node_modules/nx/bin/nx.js'), 'show', 'projects'], {
  cwd: root,
  stdio: 'ignore',
});

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  // The texts are not files on disk, so the type-aware rules (which need a program) are left out;
  // every boundary rule works from the import paths alone.
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

const cases = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const { filePath, text } of cases) {
  const [result] = await eslint.lintText(text, { filePath: join(root, filePath) });
  const messages = result?.messages ?? [];
  results.push({
    filePath,
    rules: [...new Set(messages.map((message) => message.ruleId ?? 'parse-error'))].sort(),
    messages: messages.map((message) => message.message),
  });
}
process.stdout.write(JSON.stringify(results));
