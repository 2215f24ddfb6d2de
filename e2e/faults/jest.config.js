// The fault tests: the whole platform on private RabbitMQ, Redis and Postgres servers that the
// tests stop and restart. Run through `node scripts/faults.mjs` (npm run test:faults), which builds
// the platform first and points the test helpers at those servers.
const base = require('../../jest.config.js').projects[0];

module.exports = {
  ...base,
  displayName: 'faults',
  rootDir: require('node:path').join(__dirname, '..', '..'),
  testMatch: ['<rootDir>/e2e/faults/**/*.fault-spec.ts'],
  setupFiles: ['<rootDir>/e2e/faults/env.ts'],
};
