import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { antdStyleSheetPlugin } from './vite-antd-styles';
import { firstScreenBuild } from './vite-first-screen';
import { firstScreenCss, firstScreenHtml } from './src/app/first-screen';
import { MatchingPaths } from '../libs/contracts/src/http/api-paths';
import { HOME_DOCUMENTS, MEMBER_PAGE_DOCUMENTS } from '../libs/contracts/src/http/home-documents';
import { MATCH_PAGE_SIZE_DEFAULT } from '../libs/contracts/src/matching/constants';
import { MEMBER_HOME_ATTRIBUTE, VISITOR_HOME_ATTRIBUTE } from './src/app/visitor-home';
import {
  FIRST_DASHBOARD_SORT,
  firstDataUrl,
  firstMatchesQuery,
} from './src/features/matches/lib/first-data';

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
/**
 * antd modules the app imports by path, to leave their siblings out of the first screen: the bare
 * Typography root, the ribbon without the rest of Badge, the token hook without the rest of
 * `theme`, the layout styles without Layout's sidebar, the avatar styles without Avatar's measuring
 * (components/user-avatar). Under Vitest they come from the CommonJS build, as above, so they
 * share their contexts with the rest of antd.
 */
const antdBuild = process.env.VITEST ? 'antd/lib' : 'antd/es';

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
 * machinery) for its `editable` mode, and Tooltip (with the popup engine under it) for its copy
 * button and ellipsis tooltip; every Card imports Tabs for its `tabList`; ConfigProvider imports
 * the shared-tooltip provider for its `tooltip.unique` option; every Avatar imports Avatar.Group
 * with its "+N" popover, every Tag its checkable variants and every Alert its error boundary.
 * First screens use none of them. Each entry names the antd module (by the end of its path) and
 * the import it makes; that import is swapped for a lazily loaded stand-in that renders the real
 * component once loaded. A stand-in that wraps content (a tooltip around its trigger, a provider
 * around the app) shows that content as it is while the real one loads, so nothing disappears;
 * the others show nothing. When an antd release moves an import, nothing matches and the part
 * simply ships eagerly again.
 */
const deferredAntdParts: readonly {
  importer: string;
  source: string;
  whileLoading: 'nothing' | 'children';
}[] = [
  { importer: '/antd/es/typography/Base/index.js', source: '../Editable', whileLoading: 'nothing' },
  { importer: '/antd/es/card/Card.js', source: '../tabs', whileLoading: 'nothing' },
  {
    importer: '/antd/es/typography/Base/index.js',
    source: '../../tooltip',
    whileLoading: 'children',
  },
  {
    importer: '/antd/es/typography/Base/EllipsisTooltip.js',
    source: '../../tooltip',
    whileLoading: 'children',
  },
  {
    importer: '/antd/es/typography/Base/CopyBtn.js',
    source: '../../tooltip',
    whileLoading: 'children',
  },
  {
    importer: '/antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    whileLoading: 'children',
  },
  { importer: '/antd/es/avatar/index.js', source: './AvatarGroup', whileLoading: 'children' },
  { importer: '/antd/es/tag/index.js', source: './CheckableTag', whileLoading: 'children' },
  { importer: '/antd/es/tag/index.js', source: './CheckableTagGroup', whileLoading: 'children' },
  { importer: '/antd/es/alert/index.js', source: './ErrorBoundary', whileLoading: 'children' },
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
    return real ? `${DEFERRED_PREFIX}${part.whileLoading}:${real.id}` : null;
  },
  load(id) {
    if (!id.startsWith(DEFERRED_PREFIX)) {
      return null;
    }
    const [whileLoading, ...path] = id.slice(DEFERRED_PREFIX.length).split(':');
    const real = JSON.stringify(path.join(':'));
    const fallback = whileLoading === 'children' ? 'props.children ?? null' : 'null';
    return [
      "import { createElement, lazy, Suspense } from 'react';",
      `const Real = lazy(() => import(${real}));`,
      'export default function Deferred(props) {',
      `  return createElement(Suspense, { fallback: ${fallback} }, createElement(Real, props));`,
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

/** `NavLink.displayName = "NavLink";` at the start of a line: a component named for DevTools. */
const componentName = /^([A-Za-z_$][\w$]*)\.displayName = "[^"\n]*";$/gm;
/** A component made by `React.forwardRef(` at the top level of the module. */
const forwardRefComponent = /^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm;

/**
 * React Router's production build names each component for React DevTools by assigning its
 * `displayName` after declaring it, and creates its link-like components with a forwardRef call
 * that carries no purity note. To Rollup both are effects, so every such component and all it uses
 * ship whether the app renders it or not: NavLink, Form with its submission code,
 * ScrollRestoration. Each of those calls is marked pure and the DevTools names of components
 * (not of contexts) are dropped, so only the components the app renders remain. Nothing a user
 * sees depends on either.
 */
const treeShakableRouter = (): Plugin => ({
  name: 'mithaq-tree-shakable-router',
  apply: 'build',
  transform(code, id) {
    if (!/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) {
      return null;
    }
    const components = new Set(
      [
        ...code.matchAll(
          /^(?:var ([A-Za-z_$][\w$]*) = React\d*\.forwardRef\(|function ([A-Za-z_$][\w$]*)\()/gm,
        ),
      ].map((match) => match[1] ?? match[2]),
    );
    const marked = new MagicString(code);
    for (const match of code.matchAll(forwardRefComponent)) {
      marked.appendLeft(match.index + match[1].length, '/* @__PURE__ */ ');
    }
    for (const match of code.matchAll(componentName)) {
      if (components.has(match[1])) {
        marked.remove(match.index, match.index + match[0].length);
      }
    }
    return marked.hasChanged()
      ? { code: marked.toString(), map: marked.generateMap({ hires: true }) }
      : null;
  },
});

/**
 * A CommonJS package counts as having effects on import, so it ships wherever a module that
 * imports it is reachable, even when nothing calls it. is-mobile (antd's utilities re-export it
 * from their index) only defines a function; saying so lets it drop out of a bundle that never
 * asks whether the device is a phone.
 */
const effectFreeCommonJs = /\/node_modules\/is-mobile\//;

const pureCommonJs = (): Plugin => ({
  name: 'mithaq-pure-commonjs',
  apply: 'build',
  transform(code, id) {
    return effectFreeCommonJs.test(id) ? { code, map: null, moduleSideEffects: false } : null;
  },
});

/** Where index.html leaves room for a page's first screen inside the loading shell. */
const FIRST_SCREEN_MARKER = '<!-- first-screen -->';

/**
 * The documents the gateway sends at "/" instead of index.html, where it knows whether there is a
 * session (see gateway/src/spa), and at the matches page to a signed-in member. Their <html>
 * attribute tells the app what the server found: no session (the landing document, which also
 * carries the landing page's first screen from app/first-screen, painted with the document) or one
 * (a member's). Chunks are not preloaded from them: with the entry and the page's dozens of small
 * chunks all starting at once, a slow connection delivered the entry later and the first paint
 * with it. A member's document does ask for its page's first data at once, with the member's
 * cookie, beside the scripts: that reply is small, and the app's own request for the same address
 * receives it instead of leaving only once the scripts have run and the page has been drawn.
 */
const homeDocuments = [
  { fileName: HOME_DOCUMENTS.visitor, attribute: VISITOR_HOME_ATTRIBUTE, firstScreen: true },
  {
    fileName: HOME_DOCUMENTS.member,
    attribute: MEMBER_HOME_ATTRIBUTE,
    firstScreen: false,
    data: firstDataUrl(MatchingPaths.dashboard.path, { sort: FIRST_DASHBOARD_SORT }),
  },
  {
    fileName: MEMBER_PAGE_DOCUMENTS['/matches'],
    attribute: MEMBER_HOME_ATTRIBUTE,
    firstScreen: false,
    data: firstDataUrl(MatchingPaths.listMatches.path, firstMatchesQuery(MATCH_PAGE_SIZE_DEFAULT)),
  },
] as const;

/** A request for JSON the app will make, sent by the document (credentials, as the app's). */
const dataPreload = (url: string): string =>
  `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials">`;

const homeDocumentsPlugin = (): Plugin => ({
  name: 'mithaq-home-documents',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset' || typeof index.source !== 'string') {
      this.error('index.html was not emitted as text');
    }
    const html = index.source;
    if (!html.includes(FIRST_SCREEN_MARKER) || !html.includes('<html lang="en">')) {
      this.error('index.html has no first-screen marker or no <html lang="en">');
    }
    for (const home of homeDocuments) {
      const head = [
        home.firstScreen ? `  <style>${firstScreenCss}</style>` : '',
        'data' in home ? `  ${dataPreload(home.data)}` : '',
      ].filter((line) => line !== '');
      const source = html
        .replace('<html lang="en">', `<html lang="en" ${home.attribute}>`)
        .replace('</head>', head.length > 0 ? `${head.join('\n')}\n  </head>` : '</head>')
        .replace(FIRST_SCREEN_MARKER, home.firstScreen ? firstScreenHtml() : '');
      this.emitFile({ type: 'asset', fileName: home.fileName, source });
    }
  },
});

export const browserBuild: UserConfig = {
  root: frontendRoot,
  plugins: [
    react(),
    pureContracts(),
    narrowFormContext(),
    deferAntdParts(),
    productionRouter(),
    treeShakableRouter(),
    pureCommonJs(),
    // Before the home documents: they are copies of index.html, style sheet link included.
    antdStyleSheetPlugin(),
    homeDocumentsPlugin(),
  ],
  resolve: {
    alias: {
      '@mithaq/contracts': contractsEntry,
      'antd/es/app/context': antdAppContext,
      'antd/es/typography/Typography': `${antdBuild}/typography/Typography`,
      'antd/es/badge/Ribbon': `${antdBuild}/badge/Ribbon`,
      'antd/es/theme/useToken': `${antdBuild}/theme/useToken`,
      'antd/es/layout/style': `${antdBuild}/layout/style`,
      'antd/es/avatar/style': `${antdBuild}/avatar/style`,
      'antd/es/config-provider/hooks/useCSSVarCls': `${antdBuild}/config-provider/hooks/useCSSVarCls`,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets tests and benches follow what each page loads (libs/testing bundle-weight).
    manifest: true,
    rollupOptions: {
      output: {
        // The entry lists every chunk's file name, so each page can preload a lazy page's parts;
        // names without the module name in front keep that list (and the first download) short.
        // The manifest still names each chunk after its module.
        chunkFileNames: 'assets/[hash].js',
        // Chunks under 5 KB are merged into a chunk always loaded with them: the member pages
        // asked for 41 and 54 files, each a round trip over a phone's few connections, and now
        // 24 and 35, for 3–6 KB more gzip. Larger merges pull other pages' code into the landing
        // page's chunks and over its 200 KB budget (12 KB: 208 KB).
        experimentalMinChunkSize: 5_000,
      },
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
};

/** `vite build` makes the browser's app; `vite build --ssr` its first screen for the gateway. */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild ? firstScreenBuild(browserBuild) : browserBuild,
);
