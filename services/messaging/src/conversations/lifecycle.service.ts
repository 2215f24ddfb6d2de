import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MembersRepository } from '../members/members.repository';
import { BlocksRepository } from '../safety/blocks.repository';
import { closedState, stateOnAccept } from './conversation-rules';
import { ConversationsRepository } from './conversations.repository';

/** Member conversations open and close on matching's events; each handler is safe to run twice. */
@Injectable()
export class LifecycleService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly blocks: BlocksRepository,
    private readonly members: MembersRepository,
  ) {}

  /** An accepted request opens the pair's one conversation (a redelivery finds it open). */
  async requestAnswered(
    event: EventEnvelope<'matching.request.answered'>,
    manager: EntityManager,
  ): Promise<void> {
    const { requesterId, targetId, status } = event.payload;
    if (status !== 'accepted' || requesterId === targetId) {
      return;
    }
    // A late event about an erased member must not bring their id back.
    for (const id of [requesterId, targetId]) {
      if (await this.members.wasErased(manager, id)) {
        return;
      }
    }
    const conversation = await this.conversations.ensurePair(manager, requesterId, targetId);
    const next = stateOnAccept(await this.blocks.blockedEitherWay(manager, requesterId, targetId));
    if (next.closed !== conversation.closed || next.closedReason !== conversation.closedReason) {
      await this.conversations.setState(manager, conversation.id, next);
    }
  }

  /** The match ended (hidden by an admin, or a block): the conversation becomes read-only. */
  async pairClosed(
    event: EventEnvelope<'matching.pair.closed'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userA, userB, reason } = event.payload;
    const conversation = await this.conversations.findPairForUpdate(manager, userA, userB);
    if (!conversation) {
      return;
    }
    const next = closedState(conversation, reason === 'blocked' ? 'blocked' : 'match-ended');
    if (!conversation.closed || conversation.closedReason !== next.closedReason) {
      await this.conversations.setState(manager, conversation.id, next);
    }
  }
}
