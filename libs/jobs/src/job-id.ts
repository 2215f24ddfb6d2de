/**
 * A stable job id from the parts that identify the work (`jobId('member', userId)`). While a job
 * with this id waits or runs, adding it again is a no-op, so repeated or concurrent enqueues of
 * the same work coalesce. BullMQ refuses ':' in custom ids, hence the dashes.
 */
export const jobId = (...parts: readonly [string | number, ...(string | number)[]]): string => {
  const id = parts.join('-');
  assertJobId(id);
  return id;
};

export const assertJobId = (id: string): void => {
  if (id.length === 0 || id.includes(':')) {
    throw new Error(`job id "${id}" must be non-empty and must not contain ':'`);
  }
};
