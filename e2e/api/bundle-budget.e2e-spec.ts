/**
 * The JavaScript budget of the built SPA: what the landing page and the member dashboard load
 * before they can show anything (entry chunk, page chunk and their static imports, gzip level 9),
 * read from the Vite manifest of the build this tier runs against.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeWeight,
  FRONTEND_DIST,
  kilobytes,
  pageWeight,
  readManifest,
  type PageName,
} from '@mithaq/testing';

const KB = 1024;

/**
 * The ceilings enforced today. A page that has reached its target is held to the target itself
 * (landing, dashboard, matches), so any growth past it fails. The admin ceiling leaves room for
 * the admin area's work in progress.
 */
const budgets: Record<PageName, { ceiling: number; target: number }> = {
  landing: { ceiling: 200 * KB, target: 200 * KB },
  dashboard: { ceiling: 300 * KB, target: 300 * KB },
  matches: { ceiling: 300 * KB, target: 300 * KB },
  admin: { ceiling: 540 * KB, target: 400 * KB },
};

describe('initial JavaScript per page', () => {
  const manifest = readManifest();

  it.each(Object.keys(budgets) as PageName[])('keeps the %s page within its budget', (page) => {
    const weight = pageWeight(page, manifest);
    const { ceiling, target } = budgets[page];
    const verdict = weight.gzipBytes <= target ? 'target met' : `target ${kilobytes(target)}`;
    console.log(`${describeWeight(weight)}  ceiling ${kilobytes(ceiling)}, ${verdict}`);
    expect(weight.gzipBytes).toBeLessThanOrEqual(ceiling);
  });

  it('loads no page chunk eagerly: every page is reached through a dynamic import', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const pages = Object.keys(manifest).filter((key) => /\/pages\/[^/]+-page\.tsx$/.test(key));
    expect(pages.length).toBeGreaterThan(10);
    expect(entry?.dynamicImports ?? []).toEqual(expect.arrayContaining(pages));
  });

  it("ships React Router's production build, without its development warnings", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const code = readFileSync(join(FRONTEND_DIST, entry?.file ?? 'missing'), 'utf8');
    // Shown only by the development build, on a route without an error boundary.
    expect(code).toContain('may be used only in the context of a <Router> component');
    expect(code).not.toContain('Hey developer');
  });
});
