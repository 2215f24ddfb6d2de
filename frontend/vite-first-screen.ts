import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import { FIRST_SCREEN_RENDERER } from '../libs/contracts/src/http/home-documents';

const entry = fileURLToPath(new URL('./src/server/render-first-screen.tsx', import.meta.url));

/** Plugins that write the browser's documents and style sheet: nothing to do for the server. */
const browserOnly = new Set(['mithaq-antd-style-sheet', 'mithaq-home-documents']);

const keep = (plugin: PluginOption): boolean =>
  !(plugin && typeof plugin === 'object' && 'name' in plugin && browserOnly.has(plugin.name));

/**
 * The build of server/render-first-screen for the gateway (`vite build --ssr`): the app's own
 * modules through the same plugins and aliases as the browser's build, so the markup is the one
 * the app draws, bundled with every package it uses (antd's class names depend on the build mode,
 * which is fixed here to production) into one CommonJS file the gateway requires.
 */
export const firstScreenBuild = (browser: UserConfig): UserConfig => ({
  ...browser,
  plugins: (browser.plugins ?? []).filter(keep),
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: entry,
    outDir: fileURLToPath(new URL(`./dist/${FIRST_SCREEN_RENDERER.dir}`, import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: entry,
      output: {
        format: 'cjs',
        entryFileNames: FIRST_SCREEN_RENDERER.file,
        inlineDynamicImports: true,
      },
      onwarn: browser.build?.rollupOptions?.onwarn,
    },
  },
});
