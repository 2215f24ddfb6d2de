import type { z } from 'zod';

/** A service's background jobs: job name → schema of the job's data. */
export type JobMap = Record<string, z.ZodType>;

export type JobName<M extends JobMap> = keyof M & string;
/** What a producer hands over for job `K`. */
export type JobInput<M extends JobMap, K extends JobName<M>> = z.input<M[K]>;
/** What a processor receives for job `K`, after validation. */
export type JobData<M extends JobMap, K extends JobName<M>> = z.output<M[K]>;

/** One job as it travels: `{ name, data }`, discriminated by name. */
export type JobOf<M extends JobMap> = {
  [K in JobName<M>]: { name: K; data: JobData<M, K> };
}[JobName<M>];

/** One BullMQ queue (its name is part of the Redis keys: never rename) and the jobs it carries. */
export interface JobQueueDef<M extends JobMap = JobMap> {
  readonly queue: string;
  readonly jobs: M;
}

type QueueLayout<M extends JobMap> = Record<
  string,
  { readonly queue: string; readonly jobs: readonly JobName<M>[] }
>;

export type JobQueues<M extends JobMap, L extends QueueLayout<M>> = {
  [Q in keyof L]: JobQueueDef<Pick<M, L[Q]['jobs'][number]>>;
};

/**
 * Splits a service's job map over its queues. Every job must sit in exactly one queue, so that a
 * job name always leads to one queue and one worker; anything else throws when the module loads.
 */
export const defineJobQueues = <M extends JobMap, const L extends QueueLayout<M>>(
  map: M,
  layout: L,
): JobQueues<M, L> => {
  const placed = new Map<string, string>();
  const queues: Record<string, JobQueueDef> = {};
  for (const [key, { queue, jobs }] of Object.entries(layout)) {
    const selected: JobMap = {};
    for (const name of jobs) {
      const other = placed.get(name);
      if (other !== undefined) {
        throw new Error(`job ${name} is declared on two queues: ${other} and ${queue}`);
      }
      placed.set(name, queue);
      selected[name] = map[name];
    }
    queues[key] = { queue, jobs: selected };
  }
  const unplaced = Object.keys(map).filter((name) => !placed.has(name));
  if (unplaced.length > 0) {
    throw new Error(`jobs without a queue: ${unplaced.join(', ')}`);
  }
  return queues as JobQueues<M, L>;
};
