import { randomUUID } from 'node:crypto';
import { ContentRpc, type Actor } from '@mithaq/contracts';
import { freePort } from '@mithaq/testing';
import { startContent } from '../../test/content-harness';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

describe('queueing an email while Redis is unreachable', () => {
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    const nothingListens = await freePort();
    content = await startContent({}, { REDIS_URL: `redis://127.0.0.1:${nothingListens}` });
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    // ioredis destroys the sockets that never opened 2 s after the disconnect.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  }, 30_000);

  it('still answers, keeping the email queued for the sweep', async () => {
    const started = Date.now();
    const { sentEmail } = await content.harness.rpc.call(
      ContentRpc.composeEmail,
      { to: 'hamza@example.com', subject: 'Waiting for Redis', message: 'Kept, not lost.' },
      admin,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sentEmail.deliveryStatus).toBe('queued');
    const listed = await content.harness.rpc.call(ContentRpc.listSentEmails, {}, admin);
    expect(listed.find((email) => email.id === sentEmail.id)?.deliveryStatus).toBe('queued');
  }, 30_000);
});
