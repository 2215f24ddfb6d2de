import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { browserBuild as viteConfig } from './vite.config';

// Tests run from the repository root so reporter output paths (test-results/…) resolve there.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: repoRoot,
    test: {
      environment: 'jsdom',
      include: ['frontend/src/**/*.test.ts', 'frontend/src/**/*.test.tsx'],
      setupFiles: ['frontend/src/test-setup.ts'],
      restoreMocks: true,
      // antd forms in jsdom are slow, and the first render also pays for loading antd.
      testTimeout: 20_000,
      // A second try for a test that failed: on a two-core machine shared with the browser tier,
      // antd's motions and portals can still land a moment after a query looked. A real break
      // fails both tries; the default reporter marks a test that needed the second.
      retry: 1,
      unstubGlobals: true,
      // One worker per core: the main process only gathers results, so vitest's default of one
      // fewer would leave a core of a two-core machine idle.
      maxWorkers: Math.max(2, availableParallelism()),
      // The files of a worker share its modules: antd, React and the app's code are loaded once
      // per worker rather than once per file, which took a third of the tier's time. Each file
      // still gets a fresh jsdom window, every render its own store (testing/render-app.tsx),
      // and the setup file's afterEach clears the screen, storage, the CSRF token and the fake
      // sockets between tests, so what a file leaves behind is warm module caches (antd's style
      // cache among them).
      pool: 'threads',
      isolate: false,
    },
  }),
);
