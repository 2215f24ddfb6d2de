import type { Logger } from '@mithaq/logging';
import type { EmailsRepository } from './emails.repository';
import { SentEmailEntity } from './entities/sent-email.entity';
import { failureReasonOf, MailDeliveryService } from './mail-delivery.service';
import type { MailTransport, OutgoingMail } from './mail-transport';

describe('failure reason of a delivery error', () => {
  it("prefers the SMTP server's reply", () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      response: '550 5.1.1 <nobody@example.com>: Recipient address rejected',
      responseCode: 550,
    });
    expect(failureReasonOf(error)).toBe(
      '550 5.1.1 <nobody@example.com>: Recipient address rejected',
    );
  });

  it('falls back to the message, on one line and bounded', () => {
    expect(failureReasonOf(new Error('connect ECONNREFUSED\n127.0.0.1:2525'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:2525',
    );
    expect(failureReasonOf(new Error('x'.repeat(2000)))).toHaveLength(500);
    expect(failureReasonOf('')).toBe('unknown error');
  });
});

describe('delivering one email', () => {
  const row = (status: SentEmailEntity['deliveryStatus']): SentEmailEntity =>
    Object.assign(new SentEmailEntity(), {
      id: 'e1',
      to: 'amina@example.com',
      subject: 'Hello',
      body: 'Body text',
      deliveryStatus: status,
    });

  const setup = (found: SentEmailEntity | null, sendError?: Error) => {
    const settle = jest.fn<Promise<void>, Parameters<EmailsRepository['settle']>>(() =>
      Promise.resolve(),
    );
    const sent: OutgoingMail[] = [];
    const repository = {
      findById: () => Promise.resolve(found),
      settle,
    } as unknown as EmailsRepository;
    const transport = {
      send: (mail: OutgoingMail) => {
        sent.push(mail);
        return sendError
          ? Promise.reject(sendError)
          : Promise.resolve({ messageId: 'm', destination: 'test' });
      },
    } as unknown as MailTransport;
    const logger = { info: jest.fn(), warn: jest.fn() } as unknown as Logger;
    return { service: new MailDeliveryService(repository, transport, logger), settle, sent };
  };

  it('sends a queued email and marks it sent', async () => {
    const { service, settle, sent } = setup(row('queued'));
    await service.deliver('e1', false);
    expect(sent).toEqual([
      { id: 'e1', to: 'amina@example.com', subject: 'Hello', text: 'Body text' },
    ]);
    expect(settle).toHaveBeenCalledWith('e1', expect.objectContaining({ deliveryStatus: 'sent' }));
  });

  it.each([
    ['deleted', null],
    ['already sent', row('sent')],
    ['already failed', row('failed')],
  ])('sends nothing for an email that is %s', async (_label, found) => {
    const { service, settle, sent } = setup(found);
    await service.deliver('e1', false);
    expect(sent).toEqual([]);
    expect(settle).not.toHaveBeenCalled();
  });

  it('leaves the email queued and throws on a failure before the last attempt', async () => {
    const { service, settle } = setup(row('queued'), new Error('451 busy'));
    await expect(service.deliver('e1', false)).rejects.toThrow('451 busy');
    expect(settle).not.toHaveBeenCalled();
  });

  it('marks the email failed with the reason on the last attempt, and still throws', async () => {
    const { service, settle } = setup(row('queued'), new Error('451 busy'));
    await expect(service.deliver('e1', true)).rejects.toThrow('451 busy');
    expect(settle).toHaveBeenCalledWith('e1', {
      deliveryStatus: 'failed',
      deliveredAt: null,
      failureReason: '451 busy',
    });
  });
});
