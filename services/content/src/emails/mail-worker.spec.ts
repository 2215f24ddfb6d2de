import { CONTENT_MAIL_QUEUE, ContentQueues } from '@mithaq/contracts';
import { assertProcessors, jobHandler } from '@mithaq/jobs';
import { createLogger } from '@mithaq/logging';
import type { ServiceConfig } from '@mithaq/service-kit';
import { UnrecoverableError } from 'bullmq';
import type { MailDeliveryService } from './mail-delivery.service';
import { MailWorker } from './mail-worker';

const noop = (): Promise<void> => Promise.resolve();

const mailWorker = () => {
  const delivered: { id: string; isLast: boolean }[] = [];
  const delivery = {
    deliver: (id: string, isLast: boolean) => {
      delivered.push({ id, isLast });
      return Promise.resolve();
    },
  } as unknown as MailDeliveryService;
  const worker = new MailWorker({} as ServiceConfig, createLogger('test', 'silent'), delivery);
  return { delivered, handle: jobHandler(ContentQueues.mail, worker.processors) };
};

const job = (data: unknown, attemptsMade = 0) => ({
  id: 'e1',
  name: 'send-email',
  data,
  attemptsMade,
  opts: { attempts: 2 },
});

describe('job processors checked at boot', () => {
  it('accepts exactly one processor per declared job', () => {
    expect(() => assertProcessors(ContentQueues.mail, { 'send-email': noop })).not.toThrow();
  });

  it('refuses a missing processor', () => {
    expect(() => assertProcessors(ContentQueues.mail, {})).toThrow(/do not match/);
  });

  it('refuses a processor for a job nobody declared', () => {
    expect(() =>
      assertProcessors(ContentQueues.mail, { 'send-email': noop, 'send-sms': noop }),
    ).toThrow(/send-sms/);
  });
});

describe('the mail worker', () => {
  it('keeps the queue name the running data uses', () => {
    expect(ContentQueues.mail.queue).toBe(CONTENT_MAIL_QUEUE);
    expect(CONTENT_MAIL_QUEUE).toBe('content-mail');
  });

  it('delivers the row, telling the delivery whether this is the last attempt', async () => {
    const { delivered, handle } = mailWorker();
    await handle(job({ sentEmailId: 'row-1' }));
    await handle(job({ sentEmailId: 'row-1' }, 1));
    expect(delivered).toEqual([
      { id: 'row-1', isLast: false },
      { id: 'row-1', isLast: true },
    ]);
  });

  it('fails a send-email job without a sentEmailId, without retries or delivery', async () => {
    const { delivered, handle } = mailWorker();
    await expect(handle(job({}))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(delivered).toEqual([]);
  });
});
