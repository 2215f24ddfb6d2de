import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const SETTINGS_TABLES =
  /\b(FROM|JOIN|UPDATE|INTO)\s+(algorithm_settings|compatibility_thresholds)\b/i;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'migrations' ? [] : sourceFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [path] : [];
  });

describe('the scoring settings reader', () => {
  it('is the only production code that queries the weights and thresholds tables', () => {
    const touching = sourceFiles(SRC)
      .filter((file) => SETTINGS_TABLES.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(touching).toEqual(['settings/settings.repository.ts']);
  });
});
