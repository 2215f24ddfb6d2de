// Four tiers, selected with --selectProjects: unit, integration, api, browser.
// `npm run test:<tier> -- <path>` runs one tier on its own (scripts/test-tier.mjs).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const swc = ['@swc/jest', require('./swc.config.cjs')];

/** The import aliases of tsconfig.base.json, so jest resolves every lib exactly as tsc does. */
const moduleNameMapper = (() => {
  const { compilerOptions } = JSON.parse(
    readFileSync(join(__dirname, 'tsconfig.base.json'), 'utf8'),
  );
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${escape(alias).replace('*', '(.*)')}$`,
      `<rootDir>/${target.replace('*', '$1')}`,
    ]),
  );
})();

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/frontend/'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  ...extra,
});

/** The tiers that run the built platform: a file may share one with the rest of the run. */
const platformTier = {
  testEnvironment: '<rootDir>/e2e/platform-environment.cjs',
  globalTeardown: '<rootDir>/e2e/platform-teardown.cjs',
};

module.exports = {
  projects: [
    project('unit', ['<rootDir>/{libs,services,gateway}/**/*.spec.ts']),
    project('integration', ['<rootDir>/{libs,services,gateway,infra}/**/*.int-spec.ts']),
    project('api', ['<rootDir>/e2e/api/**/*.e2e-spec.ts'], platformTier),
    project('browser', ['<rootDir>/e2e/browser/**/*.e2e-spec.ts'], platformTier),
  ],
};
