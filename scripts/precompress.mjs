// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of a built folder,
// so the gateway sends them as they are (gateway/src/spa/static-assets.ts) instead of
// compressing on every request. Run by scripts/build.mjs after the frontend build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The types the gateway serves compressed; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;

const walk = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      // .vite/ holds the build manifest, read by tests and benches, never served.
      if (entry.isDirectory()) {
        return entry.name.startsWith('.') ? [] : walk(path);
      }
      return COMPRESSIBLE.has(extname(entry.name)) ? [path] : [];
    }),
  );
  return nested.flat();
};

/** Compresses every eligible file of `dir`; returns the byte totals before and after. */
export const precompress = async (dir) => {
  const files = await walk(dir);
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) {
        return;
      }
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller is left out: the gateway then sends the file itself.
      if (br.length < bytes.length) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gz.length < bytes.length) {
        await writeFile(`${file}.gz`, gz);
        totals.gzip += gz.length;
      }
      totals.files += 1;
      totals.raw += bytes.length;
    }),
  );
  return totals;
};
