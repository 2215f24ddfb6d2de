// Four tiers, selected with --selectProjects: unit, integration, api, browser.
const swc = ['@swc/jest', require('./swc.config.cjs')];

const libs = [
  'contracts',
  'config',
  'logging',
  'database',
  'bus',
  'testing',
  'service-kit',
  'service-harness',
  'matching-engine',
];
const moduleNameMapper = Object.fromEntries(
  libs.map((lib) => [`^@mithaq/${lib}$`, `<rootDir>/libs/${lib}/src/index.ts`]),
);

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

module.exports = {
  projects: [
    project('unit', ['<rootDir>/{libs,services,gateway}/**/*.spec.ts']),
    project('integration', ['<rootDir>/{libs,services,gateway,infra}/**/*.int-spec.ts']),
    project('api', ['<rootDir>/e2e/api/**/*.e2e-spec.ts']),
    project('browser', ['<rootDir>/e2e/browser/**/*.e2e-spec.ts']),
  ],
};
