/** Settings and output formatting shared by the matching system benchmark's phases. */

export const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 20_000);
export const SEED = Number(process.env['BENCH_SEED'] ?? 5);
export const SINGLE_WORKER_BASELINE = process.env['BENCH_SINGLE_WORKER'] !== '0';
export const MEMBER_SAMPLES = Number(process.env['BENCH_MEMBER_SAMPLES'] ?? 200);
export const UPDATE_SAMPLES = Number(process.env['BENCH_UPDATE_SAMPLES'] ?? 25);
export const GET_SAMPLES = Number(process.env['BENCH_GET_SAMPLES'] ?? 200);
export const POLL_MS = 20;

export const TARGETS = {
  fullRecomputeSeconds: 10,
  memberP95Ms: 25,
  updateVisibleP95Ms: 2000,
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const thousands = (n: number): string => Math.round(n).toLocaleString('en-GB');
export const ms = (n: number): string => `${n.toFixed(1)} ms`;
