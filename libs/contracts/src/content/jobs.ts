/** BullMQ jobs of the content service: a discriminated union keyed by job name. */
export const CONTENT_MAIL_QUEUE = 'content-mail';

export interface ContentJobMap {
  /** Delivers one sent_emails row; the job id is the row id, so a re-enqueue never duplicates. */
  'send-email': { sentEmailId: string };
}

export type ContentJobName = keyof ContentJobMap;
export type ContentJob = {
  [N in ContentJobName]: { name: N; data: ContentJobMap[N] };
}[ContentJobName];

/** Every job name, so the worker can check at boot that each has exactly one processor. */
export const contentJobNames: readonly ContentJobName[] = ['send-email'];
