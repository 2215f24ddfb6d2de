import { performance } from 'node:perf_hooks';
import type { MatchDashboard, QuestionnaireAnswers } from '@mithaq/contracts';
import {
  type ApiClient,
  approvedMember,
  maleQuestionnaireAnswers,
  type Platform,
  waitFor,
} from '@mithaq/testing';
import {
  GET_SAMPLES,
  MEMBERS,
  ms,
  percentile,
  POLL_MS,
  sleep,
  TARGETS,
  thousands,
  UPDATE_SAMPLES,
} from './matching-system-settings';

/** A real member through the API: register, answer, approved by the admin. */
const realMember = async (
  platform: Platform,
  admin: ApiClient,
  answers: QuestionnaireAnswers,
): Promise<{ client: ApiClient; id: string }> => {
  const { client, id } = await approvedMember(platform, admin, {
    details: {
      fullName: 'Yusuf Rahman',
      dateOfBirth: '1992-03-14',
      ethnicity: 'Arab',
      countryOfResidence: 'United Kingdom',
    },
    answers,
  });
  return { client, id };
};

/**
 * Phase 3: a member's questionnaire update until GET /api/matches shows the new matches, beside
 * GET /api/matches alone, served from the gateway's read cache and with that cache off. The caller
 * has the workers running.
 */
export const updateToVisible = async (
  platform: Platform,
  admin: ApiClient,
  print: (line?: string) => void,
): Promise<void> => {
  // Two answer sets whose matches cannot overlap: partners aged 22–27, or 33–40.
  const ranges = [
    [22, 27],
    [33, 40],
  ] as const;
  const answersFor = (range: readonly [number, number]): QuestionnaireAnswers => ({
    ...maleQuestionnaireAnswers,
    interculturalMarriage: 'yes',
    relocateWilling: true,
    preferredAgeMin: range[0],
    preferredAgeMax: range[1],
  });
  const shows = (dashboard: MatchDashboard, range: readonly [number, number]): boolean =>
    dashboard.notMatchableReason === null &&
    dashboard.topMatches.length > 0 &&
    dashboard.topMatches.every((m) => m.age >= range[0] && m.age <= range[1]);

  const member = await realMember(platform, admin, answersFor(ranges[0]));
  const dashboard = async (): Promise<MatchDashboard> => {
    const { status, body } = await member.client.json<MatchDashboard>('GET', '/api/matches');
    if (status !== 200) {
      throw new Error(`GET /api/matches answered ${status}`);
    }
    return body;
  };
  const first = performance.now();
  await waitFor(async () => shows(await dashboard(), ranges[0]), {
    timeoutMs: 60_000,
    intervalMs: POLL_MS,
    what: "the new member's first matches",
  });
  const firstVisible = performance.now() - first;

  /** GET_SAMPLES timed reads of the member's dashboard, after 20 untimed ones. */
  const timedReads = async (): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < 20 + GET_SAMPLES; i += 1) {
      const started = performance.now();
      await dashboard();
      if (i >= 20) {
        times.push(performance.now() - started);
      }
    }
    return times;
  };
  const getTimes = await timedReads();

  const visible: number[] = [];
  const patchTimes: number[] = [];
  let totalMatches = 0;
  for (let i = 0; i < UPDATE_SAMPLES; i += 1) {
    const range = ranges[(i + 1) % 2] ?? ranges[0];
    const started = performance.now();
    const patched = await member.client.json(
      'PATCH',
      `/api/questionnaire/${member.id}`,
      answersFor(range),
    );
    if (patched.status !== 200) {
      throw new Error(`PATCH /api/questionnaire answered ${patched.status}`);
    }
    patchTimes.push(performance.now() - started);
    for (;;) {
      const seen = await dashboard();
      if (shows(seen, range)) {
        visible.push(performance.now() - started);
        totalMatches = seen.totalMatches;
        break;
      }
      if (performance.now() - started > 30_000) {
        throw new Error('the updated matches did not show within 30 s');
      }
      await sleep(POLL_MS);
    }
  }
  // The same reads with the gateway's read cache off: each one reaches the matching service and
  // Postgres, as the reads right after an update do. The member's session lives in Redis, so it
  // outlasts the gateway's restarts; the gateway is put back as it was afterwards.
  await platform.restart('gateway', { READ_CACHE_MAX_AGE_MS: '0' });
  const uncachedTimes = await timedReads();
  await platform.restart('gateway');
  print();
  print(
    `3. Questionnaire update (PATCH /api/questionnaire/:id as the member) → GET /api/matches ` +
      `shows the new matches (polled every ${POLL_MS} ms), ${thousands(MEMBERS)} members loaded, ` +
      `${visible.length} samples (the member has ~${thousands(totalMatches)} matches)`,
  );
  print('                                             p50        p95        max');
  for (const [name, values] of [
    ['update → new matches visible', visible],
    ['  of which the PATCH itself', patchTimes],
    [`baseline: GET /api/matches alone (${GET_SAMPLES})`, getTimes],
    ['  the same, gateway read cache off', uncachedTimes],
  ] as const) {
    print(
      `   ${name.padEnd(40)} ${ms(percentile(values, 50)).padStart(9)} ` +
        `${ms(percentile(values, 95)).padStart(10)} ${ms(Math.max(...values)).padStart(10)}`,
    );
  }
  print(
    `   (approval → first matches visible: ${ms(firstVisible)}); ` +
      `target: ≤ ${TARGETS.updateVisibleP95Ms / 1000} s p95`,
  );
};
