/** The printed figures of bench:matching's full recomputes, beside the engine alone. */
import type { SyntheticMember } from './matching-system-members';
import { MEMBERS, ms, TARGETS, thousands } from './matching-system-settings';

/** One full recompute as measured: end to end, in Postgres, and what it wrote. */
export interface RunFigures {
  workers: number;
  emptyFirst: boolean;
  seconds: number;
  serverSeconds: number;
  chunks: number;
  matchRows: number;
  statRows: number;
  pairsUpserted: number;
  putMs: number;
  firstChunkSeconds: number;
  chunkIntervalMs: number;
}

/** Prints the runs (most workers first) and the engine alone, with the target. */
export const reportFullRecomputes = (
  runs: readonly RunFigures[],
  members: readonly SyntheticMember[],
  engine: { compileMs: number; scoreMs: number },
  print: (line?: string) => void,
): void => {
  const women = members.filter((m) => m.gender === 'female').length;
  const pairs = women * (MEMBERS - women);
  const label = (run: RunFigures): string =>
    `${run.workers} worker${run.workers > 1 ? 's' : ''}, ${run.emptyFirst ? 'empty table' : 'rows kept'}`;
  print();
  print(
    `1. Full recompute of ${thousands(MEMBERS)} members (${thousands(pairs)} woman–man pairs, ` +
      `each scored from both sides), PUT /api/admin/compatibility-thresholds → run completed`,
  );
  print(
    '   run                         seconds  (run row)  chunks   pairs/s        matches rows  member_stats  pairs upserted   PUT answered',
  );
  const order = [...runs].sort((a, b) => b.workers - a.workers);
  for (const run of order) {
    print(
      `   ${label(run).padEnd(25)} ${run.seconds.toFixed(2).padStart(9)} ` +
        `${`(${run.serverSeconds.toFixed(2)})`.padStart(10)} ${String(run.chunks).padStart(7)} ` +
        `${thousands(pairs / run.seconds).padStart(13)} ${thousands(run.matchRows).padStart(15)} ` +
        `${thousands(run.statRows).padStart(13)} ${thousands(run.pairsUpserted).padStart(15)} ` +
        `${ms(run.putMs).padStart(14)}`,
    );
  }
  for (const run of order) {
    print(
      `   ${label(run)}: first chunk committed ${run.firstChunkSeconds.toFixed(2)} s ` +
        `after the run started (pool build + 1 chunk), then one chunk every ` +
        `${ms(run.chunkIntervalMs)} (median)`,
    );
  }
  print(
    `   the engine alone in this process (one core, no database): compilePool ` +
      `${ms(engine.compileMs)}, scoreMember (best 50) + topN(50) for all ${thousands(MEMBERS)} members ` +
      `${(engine.scoreMs / 1000).toFixed(2)} s = ${thousands((2 * pairs) / (engine.scoreMs / 1000))} ` +
      `member–candidate scores/s`,
  );
  print(
    '   seconds = PUT sent → run seen completed (polled every 20 ms); run row = its ' +
      'started_at → finished_at in Postgres',
  );
  print(
    `   target: ≤ ${TARGETS.fullRecomputeSeconds} s (2 worker processes on this 2-core machine)`,
  );
};
