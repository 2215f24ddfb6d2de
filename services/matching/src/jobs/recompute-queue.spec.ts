import { MatchingQueues } from '@mithaq/contracts';
import type { JobProducer } from '@mithaq/jobs';
import {
  CHUNK_JOB_PRIORITY,
  chunkJobId,
  memberJob,
  memberJobId,
  RecomputeQueue,
  recomputeJobDefaults,
  type RecomputeJobs,
} from './recompute-queue';

describe('recompute jobs', () => {
  it('have ids stable per member and per chunk, and accepted by BullMQ', () => {
    const id = memberJobId('0b1c6a51-51e8-4a4b-9a55-0f36c7c0a111');
    expect(id).toBe('member-0b1c6a51-51e8-4a4b-9a55-0f36c7c0a111');
    expect(id).toBe(memberJobId('0b1c6a51-51e8-4a4b-9a55-0f36c7c0a111'));
    expect(chunkJobId('run', 3)).toBe('chunk-run-3');
    // BullMQ refuses a custom id with a single ':' in it.
    expect(id).not.toContain(':');
    expect(chunkJobId('run', 3)).not.toContain(':');
  });

  it('keep their queue and job names (running data and dashboards depend on them)', () => {
    expect(MatchingQueues.recompute.queue).toBe('matching-recompute');
    expect(Object.keys(MatchingQueues.recompute.jobs)).toEqual([
      'recompute-member',
      'recompute-chunk',
    ]);
    expect(MatchingQueues.maintenance.queue).toBe('matching-maintenance');
    expect(Object.keys(MatchingQueues.maintenance.jobs)).toEqual(['expire-requests']);
    expect(memberJob('u')).toEqual({
      name: 'recompute-member',
      data: { userId: 'u' },
      jobId: 'member-u',
    });
  });

  it('are removed when finished so the same id can be added for the next change', () => {
    expect(recomputeJobDefaults(5)).toEqual({
      attempts: 5,
      backoffMs: 500,
      removeOnComplete: true,
      removeOnFail: true,
    });
  });

  it('give chunk jobs a priority and member jobs none, so members go ahead of a full recompute', async () => {
    const sent: unknown[] = [];
    const queue = new RecomputeQueue({
      enqueueMany: (requests: unknown[]) => {
        sent.push(...requests);
        return Promise.resolve(true);
      },
    } as unknown as JobProducer<RecomputeJobs>);
    await queue.addChunks('run', [0, 1]);
    await queue.addMembers(['u']);
    expect(sent).toEqual([
      expect.objectContaining({ jobId: chunkJobId('run', 0), priority: CHUNK_JOB_PRIORITY }),
      expect.objectContaining({ jobId: chunkJobId('run', 1), priority: CHUNK_JOB_PRIORITY }),
      memberJob('u'),
    ]);
    expect(memberJob('u')).not.toHaveProperty('priority');
  });
});
