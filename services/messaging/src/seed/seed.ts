import { randomUUID } from 'node:crypto';
import { createServiceContext } from '@mithaq/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { ConversationsRepository } from '../conversations/conversations.repository';
import type { ConversationEntity } from '../conversations/entities/conversation.entity';
import { MessagesRepository } from '../conversations/messages.repository';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersRepository } from '../members/members.repository';
import { messagingService } from '../service';
import { demoPair, demoSupport } from './demo-conversations';

const seedEnvSchema = z.object({
  SEED_DEMO_MEMBERS: z.enum(['true', 'false']).default('true'),
  SEED_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  ADMIN_USERNAME: z.string().default('admin'),
});

/** Polls for an account that identity's registration event has not brought here yet. */
class MissingMember extends Error {}

const waitForMember = async (
  members: MembersRepository,
  username: string,
  timeoutMs: number,
): Promise<MemberEntity> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const member = await members.findByUsername(username);
    if (member) {
      return member;
    }
    if (Date.now() > deadline) {
      throw new MissingMember(username);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

interface Line {
  senderId: string;
  receiverId: string | null;
  fromSupport: boolean;
  content: string;
}

/** Writes the lines a minute apart, ending now, all read. No events: demo data sends no email. */
const writeLines = async (
  manager: EntityManager,
  messages: MessagesRepository,
  conversations: ConversationsRepository,
  conversation: ConversationEntity,
  lines: Line[],
): Promise<void> => {
  const start = Date.now() - lines.length * 60_000;
  for (const [index, line] of lines.entries()) {
    const createdAt = new Date(start + index * 60_000);
    const stored = await messages.insert(manager, {
      ...line,
      id: randomUUID(),
      conversationId: conversation.id,
      createdAt,
      isFlagged: false,
      flagReasons: [],
      isFirstContact: !line.fromSupport && conversation.kind === 'member' && index < 2,
    });
    await messages.markReadUpTo(manager, conversation.id, line.receiverId, stored.seq);
    await conversations.touch(manager, conversation.id, createdAt);
  }
};

/**
 * A support thread answered by the admin, and the conversation of a demo pair whose request is
 * treated as accepted. Conversations that already have messages are left alone, so running it
 * again changes nothing. The accounts come from identity's events, so it waits for them.
 */
const seed = async (): Promise<void> => {
  const env = seedEnvSchema.parse(process.env);
  if (env.SEED_DEMO_MEMBERS === 'false') {
    console.log('messaging seed: demo members disabled');
    return;
  }
  const app = await createServiceContext(messagingService);
  const created: string[] = [];
  try {
    const members = app.get(MembersRepository);
    const conversations = app.get(ConversationsRepository);
    const messages = app.get(MessagesRepository);
    const dataSource = app.get(DataSource);
    const wait = env.SEED_WAIT_SECONDS * 1000;
    const admin = await waitForMember(members, env.ADMIN_USERNAME, wait);
    const asking = await waitForMember(members, demoSupport.member, wait);
    const byName = new Map<string, MemberEntity>();
    for (const username of [demoPair.first, demoPair.second]) {
      byName.set(username, await waitForMember(members, username, wait));
    }
    const idOf = (username: string): string => {
      const member = byName.get(username);
      if (!member) {
        throw new Error(`${username} is not a demo member of the pair`);
      }
      return member.userId;
    };

    await dataSource.transaction(async (manager) => {
      const support = await conversations.ensureSupport(manager, asking.userId);
      if ((await messages.page(support.id, null, 1)).messages.length === 0) {
        await writeLines(manager, messages, conversations, support, [
          {
            senderId: asking.userId,
            receiverId: null,
            fromSupport: false,
            content: demoSupport.question,
          },
          {
            senderId: admin.userId,
            receiverId: asking.userId,
            fromSupport: true,
            content: demoSupport.answer,
          },
        ]);
        created.push('support thread');
      }
      const [first, second] = [idOf(demoPair.first), idOf(demoPair.second)];
      const pair = await conversations.ensurePair(manager, first, second);
      if ((await messages.page(pair.id, null, 1)).messages.length === 0) {
        await writeLines(
          manager,
          messages,
          conversations,
          pair,
          demoPair.messages.map((line) => {
            const senderId = idOf(line.from);
            return {
              senderId,
              receiverId: senderId === first ? second : first,
              fromSupport: false,
              content: line.content,
            };
          }),
        );
        created.push('member conversation');
      }
    });
  } finally {
    await app.close();
  }
  console.log(
    `messaging seed: ${created.length > 0 ? `${created.join(' and ')} created` : 'demo conversations already there'}`,
  );
};

seed().catch((error: unknown) => {
  if (error instanceof MissingMember) {
    // A database whose accounts were registered before this service existed never received
    // their registration events; the platform still starts, without demo conversations.
    console.warn(
      `messaging seed: ${error.message} has not reached the messaging service (run the identity seed first); demo conversations skipped`,
    );
    return;
  }
  console.error(error);
  process.exit(1);
});
