// Loaded into each vitest worker (vitest.config.ts, execArgv). @ant-design/icons' CommonJS build
// requires one file of @ant-design/colors' ES build ('@ant-design/colors/es/generate'). Node
// loads it anyway (it detects the ES syntax), but the loader of vitest's VM pool does not, so
// every antd component that draws an icon would fail to load. The same function ships in the
// colors package's CommonJS build, which this points the request at.
const Module = require('node:module');

const REDIRECTS = new Map([['@ant-design/colors/es/generate', '@ant-design/colors/lib/generate']]);
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function resolveWithRedirects(request, ...rest) {
  return resolveFilename.call(this, REDIRECTS.get(request) ?? request, ...rest);
};
