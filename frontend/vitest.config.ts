import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

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
      unstubGlobals: true,
    },
  }),
);
