import { recordEvent } from '@mithaq/bus';
import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidatesRepository } from '../candidates/candidates.repository';
import { PostCommitJobs } from '../jobs/post-commit';
import { orderedPair } from '../match-requests/match-requests.service';
import { MatchRequestsRepository } from '../match-requests/match-requests.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { BlocksRepository } from './blocks.repository';

type BlockEvent = EventEnvelope<'messaging.member.blocked' | 'messaging.member.unblocked'>;

/**
 * Messaging's blocks and unblocks, in the event's transaction. A block takes the pair out of each
 * other's matches at once (the stored row goes; both members are recomputed, which refills their
 * top lists without each other), withdraws the pending requests between them and, when they had
 * an accepted request, closes the pair (matching.pair.closed 'blocked'). An unblock only lifts the
 * filter: the two may match again on their next recompute; requests are not restored. Events
 * for an erased member are ignored, so no trace of them comes back. Safe to run twice.
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly blocks: BlocksRepository,
    private readonly candidates: CandidatesRepository,
    private readonly matches: MatchesRepository,
    private readonly requests: MatchRequestsRepository,
    private readonly jobs: PostCommitJobs,
  ) {}

  async blocked(event: EventEnvelope<'messaging.member.blocked'>, m: EntityManager): Promise<void> {
    const { blockerId, blockedId } = event.payload;
    const wasBlocked = await this.record(event, m, true);
    if (wasBlocked === null || wasBlocked) {
      return; // older than what we hold, an erased member, or the pair was blocked already
    }
    await this.matches.deletePair(m, blockerId, blockedId);
    await this.requests.withdrawPendingBetween(m, blockerId, blockedId, new Date());
    if (await this.requests.hasAcceptedBetween(m, blockerId, blockedId)) {
      await recordEvent(m, 'matching.pair.closed', {
        ...orderedPair(blockerId, blockedId),
        reason: 'blocked',
      });
    }
    await this.recompute(m, [blockerId, blockedId]);
  }

  async unblocked(
    event: EventEnvelope<'messaging.member.unblocked'>,
    m: EntityManager,
  ): Promise<void> {
    const { blockerId, blockedId } = event.payload;
    const wasBlocked = await this.record(event, m, false);
    if (wasBlocked && !(await this.blocks.isPairBlocked(blockerId, blockedId, m))) {
      await this.recompute(m, [blockerId, blockedId]);
    }
  }

  /**
   * Applies the event to the blocker's row. Returns whether the pair was blocked (either way)
   * before, or null when nothing was applied.
   */
  private async record(
    event: BlockEvent,
    m: EntityManager,
    isBlocked: boolean,
  ): Promise<boolean | null> {
    const { blockerId, blockedId } = event.payload;
    if (blockerId === blockedId) {
      return null;
    }
    // The version lock first, as every read-model writer takes it: an erasure cannot slip in
    // between the check below and the write.
    await this.candidates.takeVersionLock(m);
    if (
      (await this.candidates.isErased(m, blockerId)) ||
      (await this.candidates.isErased(m, blockedId))
    ) {
      return null;
    }
    const wasBlocked = await this.blocks.isPairBlocked(blockerId, blockedId, m);
    const applied = await this.blocks.apply(m, blockerId, blockedId, isBlocked, event.occurredAt);
    return applied ? wasBlocked : null;
  }

  /** Marks the members (those in the read model) for recompute, queued after commit. */
  private async recompute(m: EntityManager, userIds: string[]): Promise<void> {
    const known = await this.candidates.existing(m, userIds);
    if (known.length === 0) {
      return;
    }
    await this.candidates.markDirty(m, known, await this.candidates.nextVersion(m));
    this.jobs.recomputeAfterCommit(m, known);
  }
}
