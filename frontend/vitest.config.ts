import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['src/test-setup.ts'],
      restoreMocks: true,
      // antd forms in jsdom are slow, and the first render also pays for loading antd.
      testTimeout: 20_000,
      unstubGlobals: true,
    },
  }),
);
