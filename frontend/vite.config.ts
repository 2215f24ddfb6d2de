import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const contractsRoot = fileURLToPath(new URL('../libs/contracts/src/', import.meta.url));
const gateway = 'http://127.0.0.1:3000';
/**
 * The context behind antd's App.useApp(), which the app provides itself (app/feedback-provider).
 * Under Vitest, 'antd' resolves to its CommonJS build, so there the context is read from that
 * build too: the provider, the toasts and antd's own App must share one context object.
 */
const antdAppContext = process.env.VITEST ? 'antd/lib/app/context' : 'antd/es/app/context';

/** A call into zod (`z.object(`, `z.string(`) at the start of an expression: schema construction. */
const zodCall = /(?<![\w$.])z\.[A-Za-z_$][\w$]*\(/g;

/**
 * The shared contracts only declare schemas, routes and constants; nothing in them runs for its
 * effect. Saying so lets Rollup drop every contracts module a chunk does not use (the RPC and job
 * declarations, whole areas a page never calls), instead of shipping all of them in the entry.
 * Within a module that a chunk does use, each zod schema construction is marked pure as well: a
 * page that reads one constant or label from a module then gets that constant without the
 * module's unused schemas, and without zod itself when it validates nothing.
 */
const pureContracts = (): Plugin => ({
  name: 'mithaq-pure-contracts',
  transform(code, id) {
    if (!id.startsWith(contractsRoot)) {
      return null;
    }
    const marked = new MagicString(code);
    for (const call of code.matchAll(zodCall)) {
      marked.appendLeft(call.index, '/*#__PURE__*/ ');
    }
    return {
      code: marked.toString(),
      map: marked.generateMap({ hires: true }),
      moduleSideEffects: false,
    };
  },
});

/**
 * antd's form context (which every Tooltip and Menu reaches) needs only the form library's small
 * provider, but imports it from the library's entry, whose module code attaches every part of the
 * form engine to the Form component: each first screen would carry the whole engine and its
 * validator. Its one import is pointed at the module that defines the provider, the same binding
 * the entry re-exports. A screen with a Form still loads all of it through antd's Form. Should an
 * antd release change that import, nothing matches and the entry is used as before.
 */
const narrowedImports: readonly { importer: string; source: string; target: string }[] = [
  {
    importer: '/antd/es/form/context.js',
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext.js',
  },
];

const narrowFormContext = (): Plugin => ({
  name: 'mithaq-narrow-form-context',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    const narrowed = narrowedImports.find(
      (candidate) => candidate.source === source && importer?.endsWith(candidate.importer),
    );
    if (!narrowed || !importer) {
      return null;
    }
    const target = await this.resolve(narrowed.target, importer, { skipSelf: true });
    return target?.id ?? null;
  },
});

/**
 * Parts of antd components that a first screen never renders, loaded the first time one does.
 * Every Typography text imports the in-place editor (a TextArea, and with it antd's form
 * machinery) for its `editable` mode, and every Card imports Tabs for its `tabList`: the app uses
 * neither on its first screens, yet each would ship with the first Typography or Card. Each pair
 * names the antd module (by the end of its path) and the import it makes; that import is swapped
 * for a lazily loaded stand-in that renders the real component once loaded. When an antd release
 * moves either import, nothing matches and the part simply ships eagerly again.
 */
const deferredAntdParts: readonly { importer: string; source: string }[] = [
  { importer: '/antd/es/typography/Base/index.js', source: '../Editable' },
  { importer: '/antd/es/card/Card.js', source: '../tabs' },
];
const DEFERRED_PREFIX = '\0mithaq-deferred:';

const deferAntdParts = (): Plugin => ({
  name: 'mithaq-defer-antd-parts',
  apply: 'build',
  // Before Vite's own resolver, which would otherwise answer the import first.
  enforce: 'pre',
  async resolveId(source, importer) {
    const part = deferredAntdParts.find(
      (candidate) => candidate.source === source && importer?.endsWith(candidate.importer),
    );
    if (!part || !importer) {
      return null;
    }
    const real = await this.resolve(source, importer, { skipSelf: true });
    return real ? `${DEFERRED_PREFIX}${real.id}` : null;
  },
  load(id) {
    if (!id.startsWith(DEFERRED_PREFIX)) {
      return null;
    }
    const real = JSON.stringify(id.slice(DEFERRED_PREFIX.length));
    return [
      "import { createElement, lazy, Suspense } from 'react';",
      `const Real = lazy(() => import(${real}));`,
      'export default function Deferred(props) {',
      '  return createElement(Suspense, { fallback: null }, createElement(Real, props));',
      '}',
    ].join('\n');
  },
});

/**
 * React Router's package exports only its development build, whose only difference from the
 * production build beside it is that development warnings are switched on (and shipped). The
 * production bundle takes the production build: the same module path, one folder over. Should a
 * release drop that folder, the import resolves as before.
 */
const productionRouter = (): Plugin => ({
  name: 'mithaq-production-router',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== 'react-router') {
      return null;
    }
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    const production = resolved?.id.replace('/dist/development/', '/dist/production/');
    return production && production !== resolved?.id && existsSync(production) ? production : null;
  },
});

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), pureContracts(), narrowFormContext(), deferAntdParts(), productionRouter()],
  resolve: {
    alias: {
      '@mithaq/contracts': contractsEntry,
      'antd/es/app/context': antdAppContext,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets tests and benches follow what each page loads (libs/testing bundle-weight).
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; the notice is noise, not a defect.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': { target: gateway, ws: true }, '/uploads': { target: gateway } },
  },
  preview: {
    proxy: { '/api': { target: gateway, ws: true }, '/uploads': { target: gateway } },
  },
});
