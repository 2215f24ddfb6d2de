// Runs a TypeScript module of this repository in a child process (tests only): compiles .ts
// files with the project's swc settings on require and maps @mithaq/<lib> to libs/<lib>/src.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..', '..', '..', '..');
const swcOptions = require(join(root, 'swc.config.cjs'));

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@mithaq\/([a-z-]+)$/.exec(request);
  const target = lib ? join(root, 'libs', lib[1], 'src', 'index.ts') : request;
  return resolve.call(this, target, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename });
  module._compile(code, filename);
};

require(process.argv[2]);
