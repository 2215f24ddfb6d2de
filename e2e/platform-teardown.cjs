// Stops the platform the test files of a run shared (e2e/platform-environment.cjs), if one started.
module.exports = () => require('./platform-environment.cjs').stopShared();
