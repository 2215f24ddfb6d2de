// Runs one TypeScript entry point of this repository in a child process (tests only): .ts files
// are compiled on require with the project's swc settings, and @mithaq/<lib> resolves to
// libs/<lib>/src, as in jest. Usage: node run-ts.cjs <file.ts>
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join, resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..', '..', '..');
const swcOptions = require(join(root, 'swc.config.cjs'));

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@mithaq\/([a-z-]+)$/.exec(request);
  const target = lib ? join(root, 'libs', lib[1], 'src', 'index.ts') : request;
  return resolveFilename.call(this, target, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename });
  module._compile(code, filename);
};

require(resolve(process.argv[2]));
