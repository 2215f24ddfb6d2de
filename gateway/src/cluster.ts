import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '@mithaq/logging';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A worker that dies within this long of starting counts toward giving up. */
const EARLY_DEATH_MS = 10_000;
/** Early deaths in a row after which the primary stops: the workers cannot start. */
const MAX_EARLY_DEATHS = 5;
const RESTART_DELAY_MS = 1_000;

/** What a worker asks its primary for, and what it hears back. */
const METRICS_REQUEST = 'mithaq:gateway-metrics';
const METRICS_REPLY = 'mithaq:gateway-metrics-reply';
const METRICS_TIMEOUT_MS = 5_000;

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}
interface MetricsReply {
  type: typeof METRICS_REPLY;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * The gateway's primary process with `count` workers, each a whole gateway (main.ts) on the one
 * port: the primary hands each new connection to the next worker in turn, so every core answers
 * requests. The gateway keeps nothing a request needs in one process alone (sessions, limits,
 * live rooms, members' change marks and image deletions are in Redis), so any worker can answer
 * any request.
 *
 * A worker that dies is replaced; when workers keep dying right after starting, the primary
 * stops with an error instead of looping. SIGTERM or SIGINT is passed to every worker, and the
 * primary ends once they have all ended. /metrics, answered by one worker, asks the primary,
 * which sums every worker's figures.
 */
export const runPrimary = (count: number, logger: Logger): void => {
  const aggregator = new AggregatorRegistry();
  const started = new Map<Worker, number>();
  let stopping = false;
  let earlyDeaths = 0;

  const fork = (): void => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (isMessage<MetricsRequest>(message, METRICS_REQUEST)) {
        const reply = (fields: Partial<MetricsReply>): void => {
          if (worker.isConnected()) {
            worker.send({ type: METRICS_REPLY, id: message.id, ...fields });
          }
        };
        aggregator.clusterMetrics().then(
          (text) => reply({ text }),
          (error: unknown) => reply({ error: String(error) }),
        );
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) {
        logger.info('gateway: every worker has stopped');
        process.exit();
      }
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      logger.fatal({ code, signal }, 'gateway: workers keep dying as they start; stopping');
      stopping = true;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (started.size === 0) process.exit(1);
      return;
    }
    logger.error({ code, signal, pid: worker.process.pid }, 'gateway: a worker died; replacing it');
    // The timer holds the primary open: once every worker has died it is all that does, and an
    // unreferenced one let the primary end (with status 0) instead of replacing them. A stop
    // asked for meanwhile ends the primary itself, and no worker is started after it.
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway: stopping the workers');
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i += 1) fork();
  logger.info({ workers: count }, 'gateway: primary started its workers');
};

/** In a worker: answer the primary's requests for this worker's figures (prom-client's own). */
export const shareMetricsWithPrimary = (registry: Registry): void => {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client listen for the primary's requests.
  new AggregatorRegistry();
};

let nextRequest = 0;

/** In a worker: every worker's figures, summed by the primary. */
export const clusterMetrics = (): Promise<string> =>
  new Promise((resolve, reject) => {
    const id = (nextRequest += 1);
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the gateway primary did not answer with the metrics'));
    }, METRICS_TIMEOUT_MS);
    const listen = (message: unknown): void => {
      if (!isMessage<MetricsReply>(message, METRICS_REPLY) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (message.error !== undefined || message.text === undefined) {
        reject(new Error(message.error ?? 'no metrics'));
      } else {
        resolve(message.text);
      }
    };
    process.on('message', listen);
    process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
  });
