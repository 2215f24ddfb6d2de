import { EventBus, recordEvent } from '@mithaq/bus';
import { createServiceContext } from '@mithaq/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { MatchRequestsRepository } from '../match-requests/match-requests.repository';
import { matchingService } from '../service';
import { demoAcceptedRequest } from './demo-requests';

const seedEnvSchema = z.object({
  SEED_DEMO_MEMBERS: z.enum(['true', 'false']).default('true'),
  SEED_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
});

const DAY_MS = 86_400_000;

/** Polls for a member that identity's registration event has not brought here yet. */
const waitForMember = async (
  dataSource: DataSource,
  username: string,
  timeoutMs: number,
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows: { user_id: string }[] = await dataSource.query(
      'SELECT user_id FROM candidates WHERE username = $1',
      [username],
    );
    if (rows[0]) {
      return rows[0].user_id;
    }
    if (Date.now() > deadline) {
      throw new Error(`${username} did not arrive; run the identity seed first`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const hasRequestBetween = async (manager: EntityManager, a: string, b: string) => {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM match_requests
      WHERE (requester_id = $1 AND target_id = $2) OR (requester_id = $2 AND target_id = $1)`,
    [a, b],
  );
  return rows.length > 0;
};

/**
 * Gives the demo one accepted match request, announced as an acceptance is, so the messaging
 * service opens the pair's conversation. A pair that already has a request is left alone, so
 * running it again changes nothing.
 */
const seed = async (): Promise<void> => {
  const env = seedEnvSchema.parse(process.env);
  if (env.SEED_DEMO_MEMBERS === 'false') {
    console.log('matching seed: demo members disabled');
    return;
  }
  const app = await createServiceContext(matchingService);
  try {
    const dataSource = app.get(DataSource);
    const requests = app.get(MatchRequestsRepository);
    const demo = demoAcceptedRequest;
    const requesterId = await waitForMember(
      dataSource,
      demo.requester,
      env.SEED_WAIT_SECONDS * 1000,
    );
    const targetId = await waitForMember(dataSource, demo.target, env.SEED_WAIT_SECONDS * 1000);
    // Through the bus, so the event is published as soon as the transaction commits.
    const created = await app.get(EventBus).transaction(async (manager) => {
      if (await hasRequestBetween(manager, requesterId, targetId)) {
        return false;
      }
      const sent = new Date(Date.now() - demo.sentDaysAgo * DAY_MS);
      const id = await requests.insertPending(requesterId, targetId, demo.message, sent, manager);
      await requests.update(manager, id, {
        status: 'accepted',
        responseDate: new Date(sent.getTime() + DAY_MS),
        updatedAt: new Date(),
      });
      await recordEvent(manager, 'matching.request.answered', {
        requestId: id,
        requesterId,
        targetId,
        status: 'accepted',
      });
      return true;
    });
    console.log(
      created
        ? `matching seed: ${demo.requester} → ${demo.target} request accepted`
        : 'matching seed: the demo request exists already',
    );
  } finally {
    await app.close();
  }
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
