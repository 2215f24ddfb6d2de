import { z } from 'zod';
import { defineJobQueues, type JobMap, type JobOf } from '../jobs';

/** Background jobs of the content service. */
export const ContentJobs = {
  /** Delivers one sent_emails row; the job id is the row id, so a re-enqueue never duplicates. */
  'send-email': z.object({ sentEmailId: z.string().min(1) }),
} satisfies JobMap;
export type ContentJobs = typeof ContentJobs;
export type ContentJob = JobOf<ContentJobs>;

export const CONTENT_MAIL_QUEUE = 'content-mail';

export const ContentQueues = defineJobQueues(ContentJobs, {
  mail: { queue: CONTENT_MAIL_QUEUE, jobs: ['send-email'] },
});
