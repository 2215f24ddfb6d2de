/**
 * The JavaScript a page of the built SPA loads before it can show anything, measured from Vite's
 * manifest: the entry chunk that index.html loads, the route's lazily imported page chunk, and
 * every chunk either imports statically (the browser fetches those before running them). Sizes
 * are gzip at level 9 of the files as built, the way the gateway serves them precompressed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './platform-apps';

export const FRONTEND_DIST = join(ROOT, 'frontend', 'dist');

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The page modules (keys of the manifest, relative to frontend/) each measured page loads. */
export const pageModules = {
  landing: 'src/features/home/pages/home-page.tsx',
  dashboard: 'src/features/matches/pages/dashboard-page.tsx',
  matches: 'src/features/matches/pages/matches-page.tsx',
  admin: 'src/features/admin/pages/admin-page.tsx',
} as const;

export type PageName = keyof typeof pageModules;

export interface PageWeight {
  page: PageName;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export const readManifest = (dist = FRONTEND_DIST): Manifest => {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`No Vite manifest at ${path}: build the frontend first (npm run build)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
};

/** The manifest key of the chunk index.html loads. */
export const entryKey = (manifest: Manifest): string => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) {
    throw new Error('The Vite manifest names no entry chunk');
  }
  return entry[0];
};

/** The given chunks and, transitively, every chunk they import statically. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) {
      return;
    }
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`The Vite manifest has no chunk "${key}"`);
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
};

const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;

/**
 * The manifest key of a page module's chunk. A page whose module another lazy chunk imports back
 * is keyed by its chunk's name (`_admin-page-<hash>.js`) rather than by its source path.
 */
export const pageChunkKey = (manifest: Manifest, module: string): string => {
  if (manifest[module]) {
    return module;
  }
  const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const found = Object.entries(manifest).find(
    ([, chunk]) => chunk.isDynamicEntry && chunk.name === name,
  );
  if (!found) {
    throw new Error(`The Vite manifest has no chunk for the page ${module}`);
  }
  return found[0];
};

/** What one page loads before it renders: the entry's static graph plus its page chunk's. */
export const pageWeight = (
  page: PageName,
  manifest = readManifest(),
  dist = FRONTEND_DIST,
): PageWeight => {
  const pageKey = pageChunkKey(manifest, pageModules[page]);
  const files = staticClosure(manifest, [entryKey(manifest), pageKey]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSize(bytes);
  }
  return { page, files, rawBytes, gzipBytes };
};

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const describeWeight = (weight: PageWeight): string =>
  `${weight.page.padEnd(10)} ${kilobytes(weight.gzipBytes).padStart(10)} gzip ` +
  `${kilobytes(weight.rawBytes).padStart(11)} raw  ${weight.files.length} files`;
