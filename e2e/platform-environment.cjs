// The jest environment of the api and browser tiers. Starting the whole platform costs a test
// file about 13 s of a two-core machine, most of it Node loading each service's code. A file
// whose first docblock says `@platform shared` runs against one platform started for the whole
// run instead (by the first file that asks, from the build in dist/); its `new Platform()`
// attaches to it (libs/testing/src/platform.ts). Files that need a platform of their own (their
// own settings, killing a service, global changes such as the algorithm weights or site content)
// leave the docblock out. e2e/platform-teardown.cjs stops the shared platform after the run.
const { join } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const ROOT = join(__dirname, '..');
/** Where the worker keeps the promise of its shared platform, across the test files it runs. */
const STARTED = Symbol.for('mithaq.sharedPlatform.started');
const testingLib = () => require(join(ROOT, 'dist/libs/testing/src/index.js'));

const startShared = async () => {
  const { Platform } = testingLib();
  // The gateway as `npm start` runs it on this machine: two processes sharing its port, so every
  // shared test also holds the gateway to answering alike from either.
  const platform = new Platform({ env: { GATEWAY_WORKERS: '2' } });
  // A jest worker ended without the teardown must not leave the platform's processes behind.
  process.once('exit', () => {
    for (const child of platform.processes.values()) {
      child.kill('SIGKILL');
    }
  });
  await platform.start();
  await platform.seedAdmin();
  return platform;
};

class PlatformEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.wantsShared = context.docblockPragmas.platform === 'shared';
  }

  async setup() {
    await super.setup();
    if (this.wantsShared) {
      globalThis[STARTED] ??= startShared();
      const platform = await globalThis[STARTED];
      this.global[testingLib().SHARED_PLATFORM_GLOBAL] = {
        tag: platform.tag,
        port: platform.port,
        baseUrl: platform.baseUrl,
        stripe: platform.stripe,
      };
    }
  }

  /** Stops the shared platform, if this run started one (the tier's global teardown). */
  static async stopShared() {
    const started = globalThis[STARTED];
    if (started) {
      delete globalThis[STARTED];
      const platform = await started.catch(() => null);
      await platform?.stop();
    }
  }
}

module.exports = PlatformEnvironment;
