/**
 * The scan every browser test relies on (accessibilityViolations) still finds what it must: the
 * serious and critical violations of a page, named by rule and element, and only those. It needs
 * Chromium alone, no platform.
 */
import { accessibilityViolations, launchBrowser } from '@mithaq/testing';
import type { Browser, Page } from 'playwright-core';

describe('the accessibility scan of the browser tests', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const scan = async (body: string) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Scan</title></head><body><main>${body}</main></body></html>`,
    );
    return accessibilityViolations(page);
  };

  it('reports each serious or critical violation with the elements that break it', async () => {
    const violations = await scan(
      '<h1>Profile</h1><img src="data:," id="photo"><button id="send"></button>' +
        '<div id="loading" aria-label="Loading services"></div>',
    );
    const byRule = Object.fromEntries(violations.map((v) => [v.rule, v]));
    expect(Object.keys(byRule).sort()).toEqual([
      'aria-prohibited-attr',
      'button-name',
      'image-alt',
    ]);
    expect(byRule['image-alt']).toMatchObject({ impact: 'critical', targets: ['#photo'] });
    expect(byRule['button-name']).toMatchObject({ impact: 'critical', targets: ['#send'] });
    expect(byRule['aria-prohibited-attr'].targets).toEqual(['#loading']);
  });

  it('finds nothing on a page that breaks no rule', async () => {
    expect(
      await scan(
        '<h1>Profile</h1><img src="data:," alt="Your photo"><button>Send</button>' +
          '<div role="status" aria-label="Loading services"></div>',
      ),
    ).toEqual([]);
  });
});
