import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Proves the lint rules that keep test code out of production and the SPA's features apart: each
 * case is a small source text linted as if it were a file at `filePath`.
 */
const root = join(__dirname, '..', '..', '..');
const frontendSrc = join(root, 'frontend', 'src');

interface LintCase {
  filePath: string;
  text: string;
}
interface LintResult {
  filePath: string;
  rules: string[];
  messages: string[];
}

const lint = (cases: LintCase[]): Map<string, LintResult> => {
  const run = spawnSync(process.execPath, [join(__dirname, 'lint-text.mjs')], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) {
    throw new Error(`lint-text.mjs failed: ${run.stderr}`);
  }
  const results = JSON.parse(run.stdout) as LintResult[];
  return new Map(results.map((result) => [result.filePath, result]));
};

/** The first source file (not a test) under `dir`, as a module path without extension. */
const sourceModuleIn = (dir: string): string => {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      return join(dir, entry.name.replace(/\.tsx?$/, ''));
    }
  }
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== 'testing') {
      return sourceModuleIn(join(dir, entry.name));
    }
  }
  throw new Error(`no source file under ${dir}`);
};

/** A use of `module` imported from the file at `filePath` (repository-relative) as `name`. */
const importFrom = (filePath: string, module: string, name = 'target'): string => {
  const specifier = relative(dirname(join(root, filePath)), module);
  const path = specifier.startsWith('.') ? specifier : `./${specifier}`;
  return `import * as ${name} from '${path}';\nexport const ${name}Used = ${name};\n`;
};

const [feature, otherFeature] = readdirSync(join(frontendSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
if (!feature || !otherFeature) {
  throw new Error('the SPA needs two features for these cases');
}
const inFeature = (name: string, file: string) => `frontend/src/features/${name}/${file}`;

const importTesting = "import { waitFor } from '@mithaq/testing';\nexport const wait = waitFor;\n";
const importHarness =
  "import { ServiceHarness } from '@mithaq/service-harness';\nexport const harness = ServiceHarness;\n";
const importServiceTestHelper =
  "import { startHelper } from '../../test/helper';\nexport const start = startHelper;\n";

const cases: Record<string, LintCase> = {
  productionImportsTesting: {
    filePath: 'services/profile/src/profiles/lint-fixture.ts',
    text: importTesting,
  },
  gatewayImportsHarness: { filePath: 'gateway/src/lint-fixture.ts', text: importHarness },
  libImportsTesting: { filePath: 'libs/bus/src/lint-fixture.ts', text: importTesting },
  productionImportsTestFolder: {
    filePath: 'services/content/src/emails/lint-fixture.ts',
    text: importServiceTestHelper,
  },
  specImportsTesting: {
    filePath: 'services/profile/src/profiles/lint-fixture.spec.ts',
    text: importTesting,
  },
  intSpecImportsTestFolder: {
    filePath: 'services/content/src/emails/lint-fixture.int-spec.ts',
    text: importServiceTestHelper,
  },
  testHelperImportsTesting: {
    filePath: 'services/content/test/lint-fixture.ts',
    text: importTesting,
  },
  e2eImportsTesting: { filePath: 'e2e/api/lint-fixture.e2e-spec.ts', text: importTesting },
  featureImportsOtherFeature: {
    filePath: inFeature(feature, 'lint-fixture.tsx'),
    text: importFrom(
      inFeature(feature, 'lint-fixture.tsx'),
      sourceModuleIn(join(frontendSrc, 'features', otherFeature)),
    ),
  },
  featureImportsOwnFilesAndShared: {
    filePath: inFeature(feature, 'lint-fixture-own.tsx'),
    text: [
      importFrom(
        inFeature(feature, 'lint-fixture-own.tsx'),
        sourceModuleIn(join(frontendSrc, 'features', feature)),
      ),
      importFrom(
        inFeature(feature, 'lint-fixture-own.tsx'),
        sourceModuleIn(join(frontendSrc, 'lib')),
        'shared',
      ),
    ].join(''),
  },
  sharedImportsFeature: {
    filePath: 'frontend/src/lib/lint-fixture.ts',
    text: importFrom(
      'frontend/src/lib/lint-fixture.ts',
      sourceModuleIn(join(frontendSrc, 'features', feature)),
    ),
  },
  featureImportsApp: {
    filePath: inFeature(feature, 'lint-fixture-app.tsx'),
    text: importFrom(
      inFeature(feature, 'lint-fixture-app.tsx'),
      sourceModuleIn(join(frontendSrc, 'app')),
    ),
  },
  appImportsFeature: {
    filePath: 'frontend/src/app/lint-fixture.tsx',
    text: importFrom(
      'frontend/src/app/lint-fixture.tsx',
      sourceModuleIn(join(frontendSrc, 'features', feature)),
    ),
  },
  componentImportsFrontendTesting: {
    filePath: 'frontend/src/components/lint-fixture.tsx',
    text: importFrom(
      'frontend/src/components/lint-fixture.tsx',
      sourceModuleIn(join(frontendSrc, 'testing')),
    ),
  },
  hookCalledConditionally: {
    filePath: 'frontend/src/components/lint-fixture-hooks.tsx',
    text: [
      "import { useState } from 'react';",
      'export const useMaybe = (on: boolean): number => {',
      '  if (on) {',
      '    const [value] = useState(1);',
      '    return value;',
      '  }',
      '  return 0;',
      '};',
      '',
    ].join('\n'),
  },
};

describe('lint rules', () => {
  let results: Map<string, LintResult>;
  const rulesOf = (name: keyof typeof cases): string[] => {
    const result = results.get(cases[name]?.filePath ?? '');
    if (!result) {
      throw new Error(`no lint result for ${name}`);
    }
    return result.rules;
  };

  beforeAll(() => {
    results = lint(Object.values(cases));
  }, 120_000);

  describe('test helpers stay out of production code', () => {
    it('refuses @mithaq/testing in a service source file, by tag and by import', () => {
      expect(rulesOf('productionImportsTesting')).toEqual([
        '@nx/enforce-module-boundaries',
        'no-restricted-imports',
      ]);
    });

    it('refuses @mithaq/service-harness in the gateway and @mithaq/testing in a lib', () => {
      expect(rulesOf('gatewayImportsHarness')).toContain('no-restricted-imports');
      expect(rulesOf('gatewayImportsHarness')).toContain('@nx/enforce-module-boundaries');
      expect(rulesOf('libImportsTesting')).toContain('no-restricted-imports');
      expect(rulesOf('libImportsTesting')).toContain('@nx/enforce-module-boundaries');
    });

    it("refuses a production file importing its project's test/ helpers", () => {
      expect(rulesOf('productionImportsTestFolder')).toEqual(['no-restricted-imports']);
    });

    it('lets specs, test helpers and end-to-end suites use them', () => {
      expect(rulesOf('specImportsTesting')).toEqual([]);
      expect(rulesOf('intSpecImportsTestFolder')).toEqual([]);
      expect(rulesOf('testHelperImportsTesting')).toEqual([]);
      expect(rulesOf('e2eImportsTesting')).toEqual([]);
    });

    it("refuses the SPA's testing helpers in a component", () => {
      expect(rulesOf('componentImportsFrontendTesting')).toEqual(['no-restricted-imports']);
    });
  });

  describe('the SPA layers: app → features → shared', () => {
    it("refuses a feature importing another feature's files", () => {
      expect(rulesOf('featureImportsOtherFeature')).toEqual(['import-x/no-restricted-paths']);
    });

    it('lets a feature import its own files and shared code', () => {
      expect(rulesOf('featureImportsOwnFilesAndShared')).toEqual([]);
    });

    it('refuses shared code importing a feature and a feature importing the app', () => {
      expect(rulesOf('sharedImportsFeature')).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf('featureImportsApp')).toEqual(['import-x/no-restricted-paths']);
    });

    it('lets the app import features', () => {
      expect(rulesOf('appImportsFeature')).toEqual([]);
    });

    it('applies the rules of hooks', () => {
      expect(rulesOf('hookCalledConditionally')).toEqual(['react-hooks/rules-of-hooks']);
    });
  });
});
