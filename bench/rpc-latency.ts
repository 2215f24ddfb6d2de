/**
 * Latency of GET /api/user through the gateway (session → RPC to identity and profile over
 * RabbitMQ → composed reply), printed beside a baseline in the same run: GET /api/csrf-token,
 * which crosses the same HTTP, session and Redis pipeline but makes no RPC.
 */
import { ApiClient, newMember } from '@mithaq/testing';
import { Platform } from '@mithaq/testing';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const WARMUP = 200;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const measure = async (client: ApiClient, path: string, count: number): Promise<number[]> => {
  const timings: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      next += 1;
      const started = process.hrtime.bigint();
      const response = await client.request('GET', path);
      await response.arrayBuffer();
      if (!response.ok) {
        throw new Error(`${path} answered ${response.status}`);
      }
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return timings.sort((a, b) => a - b);
};

const row = (name: string, timings: number[], seconds: number): string =>
  [
    name.padEnd(34),
    percentile(timings, 50).toFixed(2).padStart(8),
    percentile(timings, 90).toFixed(2).padStart(8),
    percentile(timings, 99).toFixed(2).padStart(8),
    (timings.length / seconds).toFixed(0).padStart(8),
  ].join(' ');

const main = async (): Promise<void> => {
  const platform = await new Platform({ env: { LOG_LEVEL: 'warn' } }).start();
  try {
    const client = new ApiClient(platform.baseUrl);
    const registered = await client.json('POST', '/api/register', newMember());
    if (registered.status !== 201) {
      throw new Error(`registration failed: ${registered.status}`);
    }
    await measure(client, '/api/user', WARMUP);
    await measure(client, '/api/csrf-token', WARMUP);
    const results: string[] = [];
    for (const [name, path] of [
      ['baseline GET /api/csrf-token (no RPC)', '/api/csrf-token'],
      ['GET /api/user (2 RPCs in parallel)', '/api/user'],
    ] as const) {
      const started = Date.now();
      const timings = await measure(client, path, REQUESTS);
      results.push(row(name, timings, (Date.now() - started) / 1000));
    }
    console.log(
      `\n${REQUESTS} requests each, ${CONCURRENCY} concurrent, after ${WARMUP} warm-up requests; milliseconds`,
    );
    console.log(
      `${'route'.padEnd(34)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(8)}`,
    );
    for (const line of results) {
      console.log(line);
    }
  } finally {
    await platform.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
