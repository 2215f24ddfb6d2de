import { assertProcessorsMatchJobs } from './mail-worker';

describe('job processors checked at boot', () => {
  const noop = (): Promise<void> => Promise.resolve();

  it('accepts exactly one processor per declared job', () => {
    expect(() => assertProcessorsMatchJobs({ 'send-email': noop })).not.toThrow();
  });

  it('refuses a missing processor', () => {
    expect(() => assertProcessorsMatchJobs({})).toThrow(/do not match/);
  });

  it('refuses a processor for a job nobody declared', () => {
    expect(() => assertProcessorsMatchJobs({ 'send-email': noop, 'send-sms': noop })).toThrow(
      /send-sms/,
    );
  });
});
