/**
 * Lighthouse scores of the built platform: the landing page as a visitor, the dashboard and the
 * matches page as an approved member, each with the mobile and the desktop settings. Starts its
 * own platform (dist/ and frontend/dist must be built), prints performance and accessibility
 * scores with the layout shift (CLS), largest paint (LCP) and blocking time (TBT), and stops.
 *
 * `node scripts/build.mjs && node dist/bench/lighthouse.js`; BENCH_SPA_DIR=<folder> audits another
 * build of the SPA (an older one, to compare) behind the same gateway; BENCH_DETAIL=1 prints, for
 * each audit, what its largest paint waited for (phases, main-thread work, scripts loaded).
 */
import { randomBytes } from 'node:crypto';
import {
  approvedMember,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  Platform,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

interface Target {
  name: string;
  path: string;
  /** Sign in first: the page is a member's. */
  member: boolean;
}

const allTargets: Target[] = [
  { name: 'landing', path: '/', member: false },
  { name: 'dashboard', path: '/', member: true },
  { name: 'matches', path: '/matches', member: true },
];
/** BENCH_PAGES=dashboard,matches and BENCH_FORMS=mobile narrow a run while iterating. */
const chosen = (env: string | undefined, name: string): boolean =>
  !env || env.split(',').includes(name);
const targets = allTargets.filter((target) => chosen(process.env['BENCH_PAGES'], target.name));

const formFactors = (['mobile', 'desktop'] as const).filter((form) =>
  chosen(process.env['BENCH_FORMS'], form),
);

/** Signs in over HTTP and returns the Cookie header of the new session. */
const sessionCookie = async (
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<string> => {
  const jar = new Map<string, string>();
  const keep = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
  };
  const header = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/csrf-token`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: header() },
    body: JSON.stringify(credentials),
  });
  keep(login);
  if (login.status !== 200) {
    throw new Error(`signing in answered ${login.status}`);
  }
  return header();
};

interface Scores {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The elements that moved most, with their share of the shift, when anything moved. */
  shifted: string[];
  /** Where the time to the largest paint went (BENCH_DETAIL=1). */
  detail: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

interface ShiftItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
}

const shiftedElements = (details: unknown): string[] => {
  const items = (details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  return items
    .filter((item) => (item.score ?? 0) >= 0.005)
    .slice(0, 4)
    .map(
      (item) =>
        `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
    );
};

const audit = async (
  port: number,
  url: string,
  formFactor: (typeof formFactors)[number],
  cookie: string | undefined,
): Promise<Scores> => {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // A run that could not load or paint the page has no scores: say why, and run it once more.
  for (let attempt = 2; result?.lhr.runtimeError && attempt <= 3; attempt += 1) {
    const { code, message } = result.lhr.runtimeError;
    console.log(`    ${formFactor} run of ${url} failed (${code}: ${message}); running it again`);
    result = await lighthouse(url, flags, config);
  }
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const { categories, audits } = result.lhr;
  const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    shifted: shiftedElements(audits['layout-shifts']?.details),
    detail: process.env['BENCH_DETAIL'] ? detailOf(audits) : [],
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
};

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

/**
 * The paint milestones, the largest paint's element and phases, the main thread's work by kind
 * and the scripts the page loaded with their transferred size: what a slow largest paint is made
 * of.
 */
const detailOf = (audits: Audits): string[] => {
  const ms = (id: string): string => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
  const itemsOf = (id: string): Record<string, unknown>[] =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const lines = [
    `FCP ${ms('first-contentful-paint')}, speed index ${ms('speed-index')}, TTI ${ms('interactive')}`,
  ];
  const lcpDetails = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  const [elementTable, phaseTable] = lcpDetails?.items ?? [];
  const node = elementTable?.items?.[0]?.['node'] as { selector?: string } | undefined;
  // Lighthouse names the element only if it is still in the page at the end: one that painted
  // first and was then replaced (a document's first screen, redrawn by the app) has no entry.
  lines.push(`largest paint: ${node?.selector ?? 'an element no longer in the page'}`);
  const phases = (phaseTable?.items ?? []).map(
    (item) => `${String(item['phase'])} ${Math.round(Number(item['timing']))} ms`,
  );
  if (phases.length > 0) {
    lines.push(`  phases: ${phases.join(', ')}`);
  }
  const work = itemsOf('mainthread-work-breakdown')
    .slice(0, 5)
    .map((item) => `${String(item['groupLabel'])} ${Math.round(Number(item['duration']))} ms`);
  lines.push(`main thread: ${work.join(', ')}`);
  const scripts = itemsOf('network-requests')
    .filter((item) => item['resourceType'] === 'Script')
    .map((item) => ({
      name: String(item['url']).replace(/^.*\//, ''),
      kb: Number(item['transferSize']) / 1024,
    }));
  const largest = [...scripts]
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
    .map((script) => `${script.name} ${Math.round(script.kb)} KB`);
  const total = scripts.reduce((sum, script) => sum + script.kb, 0);
  lines.push(
    `scripts: ${scripts.length} requests, ${Math.round(total)} KB sent; largest ${largest.join(', ')}`,
  );
  // The tasks the blocking time is made of (simulated times: at the phone's CPU and network).
  const tasks = itemsOf('long-tasks').map(
    (task) =>
      `${String(task['url']).replace(/^.*\//, '') || 'the page'} at ${Math.round(Number(task['startTime']))} ms ` +
      `for ${Math.round(Number(task['duration']))} ms`,
  );
  lines.push(`long tasks: ${tasks.length > 0 ? tasks.join('; ') : 'none'}`);
  return lines;
};

const main = async (): Promise<void> => {
  const spaDir = process.env['BENCH_SPA_DIR'];
  const platform = new Platform({
    env: { LOG_LEVEL: 'warn', ...(spaDir ? { SPA_DIR: spaDir } : {}) },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
  });
  try {
    const { admin } = await startPlatformWithAdmin(platform);
    const { username, password } = await approvedMember(platform, admin, {
      details: { username: `bench_${randomBytes(5).toString('hex')}` },
    });
    // sessionCookie posts what it is given as the sign-in's body: the credentials alone.
    const cookie = await sessionCookie(platform.baseUrl, { username, password });
    console.log('page        form      perf  a11y     CLS   LCP ms   TBT ms');
    const indexes: number[] = [];
    for (const target of targets) {
      for (const formFactor of formFactors) {
        const scores = await audit(
          chrome.port,
          `${platform.baseUrl}${target.path}`,
          formFactor,
          target.member ? cookie : undefined,
        );
        console.log(
          [
            target.name.padEnd(11),
            formFactor.padEnd(8),
            String(scores.performance).padStart(5),
            String(scores.accessibility).padStart(5),
            scores.cls.toFixed(3).padStart(7),
            scores.lcpMs.toFixed(0).padStart(8),
            scores.tbtMs.toFixed(0).padStart(8),
          ].join(' '),
        );
        indexes.push(scores.benchmarkIndex);
        for (const element of scores.shifted) {
          console.log(`    moved: ${element}`);
        }
        for (const line of scores.detail) {
          console.log(`    ${line}`);
        }
      }
    }
    // The mobile figures emulate a phone by running this machine's CPU 4× slower, so they move
    // with the machine: the index says how fast it was during this run.
    const sorted = [...indexes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(
      `this machine's CPU (Lighthouse benchmark index): median ${Math.round(median)}, range ` +
        `${Math.round(sorted[0] ?? Number.NaN)}–${Math.round(sorted.at(-1) ?? Number.NaN)}; ` +
        `the mobile runs slow it 4×, to about ${Math.round(median / 4)}`,
    );
  } finally {
    chrome.kill();
    await platform.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
