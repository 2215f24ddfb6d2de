import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Test code: specs of every kind, test helper folders (a project's test/, libs/testing, the SPA's
 * testing/), the end-to-end suites and the benchmarks. Only these may use test helpers.
 */
const testFiles = [
  '**/*.spec.ts',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/testing/**',
  'frontend/src/test-setup.ts',
  'libs/service-harness/**',
  'e2e/**',
  'bench/**',
];

/**
 * Which projects may import which, by Nx tag. `type:test` libs (libs/testing,
 * libs/service-harness) are for test code only: production files get the list without them.
 */
const depConstraints = ({ tests }) => {
  const test = tests ? ['type:test'] : [];
  return [
    {
      sourceTag: 'type:service',
      onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', ...test],
    },
    {
      sourceTag: 'type:gateway',
      onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', ...test],
    },
    { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', ...test] },
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
    {
      sourceTag: 'type:test',
      onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:test'],
    },
    {
      sourceTag: 'type:e2e',
      onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:test'],
    },
  ];
};
const moduleBoundaries = (options) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    banTransitiveDependencies: false,
    depConstraints: depConstraints(options),
  },
];

/** Relative imports of a test helper folder or file, and the test libs by name. */
const testHelperImports = [
  '@mithaq/testing',
  '@mithaq/service-harness',
  '**/test',
  '**/test/**',
  '**/testing',
  '**/testing/**',
];

const frontendSrc = join(import.meta.dirname, 'frontend', 'src');
const features = readdirSync(join(frontendSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The SPA's layers, each importing only the ones below it:
 * app → features → components → entities → lib → config. A feature imports its own files and
 * the shared layers, never another feature; `entities/<domain>` holds domain data that several
 * features read, `lib` is infrastructure with no domain knowledge.
 */
const sharedLayers = ['components', 'entities', 'lib', 'config'];
const frontendZones = [
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: `A feature imports only its own files and the shared layers (${sharedLayers.join(', ')}); move what "${feature}" needs from another feature into a shared layer.`,
  })),
  {
    target: './features',
    from: './app',
    message: 'Features do not import the app shell; the app imports features.',
  },
  ...sharedLayers.map((layer, index) => ({
    target: `./${layer}`,
    from: ['./app', './features', ...sharedLayers.slice(0, index).map((above) => `./${above}`)],
    message: `${layer} imports only the layers below it (${sharedLayers.slice(index + 1).join(', ') || 'none'}), never a feature or the app.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      '.nx/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'frontend/vite.config.ts',
      'frontend/vitest.config.ts',
      'frontend/vite-antd-styles.ts',
      'frontend/vite-first-screen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({ tests: false }),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: testHelperImports,
              message:
                'Test helpers are for test code only (*.spec.ts, *.int-spec.ts, *.e2e-spec.ts, *.test.ts(x), test/ folders).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: 'error',
      curly: 'error',
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({ tests: true }),
      'no-restricted-imports': 'off',
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // expect.any()/objectContaining() are typed any by jest.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: frontendSrc, zones: frontendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spin'] > JSXAttribute[name.name='aria-label']",
          message:
            "antd's Spin is a plain div, where aria-label is prohibited: use LoadingSpin from components/loading-spin.",
        },
      ],
    },
  },
  prettier,
);
