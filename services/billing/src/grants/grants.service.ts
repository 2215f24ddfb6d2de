import { randomUUID } from 'node:crypto';
import { EventBus } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  type AdminMembership,
  type ComplimentaryGrant,
  type ComplimentaryMembershipRequest,
} from '@mithaq/contracts';
import { Sweeper } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectBillingConfig, type BillingEnv } from '../config';
import { MembershipService } from '../membership/membership.service';
import { BillingRepository } from '../payments/billing.repository';
import type { GrantEntity } from '../payments/entities';

const BATCH = 100;
export const NoGrantMessage = 'This member has no complimentary membership';
export const PastEndMessage = 'The end date cannot be in the past';

const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

export const toComplimentaryGrant = (grant: GrantEntity): ComplimentaryGrant => ({
  userId: grant.userId,
  tier: grant.tier,
  reason: grant.reason,
  grantedBy: grant.grantedBy ?? '',
  grantedAt: grant.grantedAt.toISOString(),
  endsOn: grant.endsOn,
});

/**
 * Complimentary tiers: an admin gives a member a tier with a reason (a support case, a refund
 * made outside Stripe), until the end of a day they choose or for good. A periodic sweep ends
 * grants past their last day and announces the member's new tier; reading a membership does
 * the same for that member.
 */
@Injectable()
export class GrantsService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: Sweeper<number>;

  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
    private readonly membership: MembershipService,
    @InjectBillingConfig() config: BillingEnv,
    @InjectLogger() logger: Logger,
  ) {
    this.sweeper = new Sweeper({
      name: 'complimentary grant sweep',
      everyMs: config.GRANT_SWEEP_INTERVAL_MS,
      logger,
      sweep: () => this.endExpired(),
    });
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }

  /** Replaces the member's open grant, if any, with this one. */
  async grant(
    adminId: string,
    userId: string,
    request: ComplimentaryMembershipRequest,
  ): Promise<ComplimentaryGrant> {
    if (request.endsOn !== null && request.endsOn < todayUtc()) {
      throw new DomainError(ErrorCode.ValidationFailed, PastEndMessage, {
        endsOn: PastEndMessage,
      });
    }
    const now = new Date();
    const grant: GrantEntity = {
      id: randomUUID(),
      userId,
      tier: request.tier,
      reason: request.reason,
      grantedBy: adminId,
      grantedAt: now,
      endsOn: request.endsOn,
      endedAt: null,
      endedBy: null,
    };
    await this.events.transaction(async (manager) => {
      await this.store.lockMember(manager, userId);
      const open = await this.store.openGrantOf(userId, manager);
      if (open) {
        await this.store.endGrant(manager, open.id, now, adminId);
      }
      await this.store.insertGrant(manager, grant);
      await this.membership.refresh(manager, userId, now);
    });
    return toComplimentaryGrant(grant);
  }

  async revoke(adminId: string, userId: string): Promise<{ userId: string; revoked: true }> {
    await this.events.transaction(async (manager) => {
      await this.store.lockMember(manager, userId);
      const open = await this.store.openGrantOf(userId, manager);
      if (!open) {
        throw new DomainError(ErrorCode.NotFound, NoGrantMessage);
      }
      await this.store.endGrant(manager, open.id, new Date(), adminId);
      await this.membership.refresh(manager, userId);
    });
    return { userId, revoked: true };
  }

  async adminView(userId: string): Promise<AdminMembership> {
    const membership = await this.membership.view(userId);
    const open = await this.store.openGrantOf(userId);
    return { ...membership, complimentary: open ? toComplimentaryGrant(open) : null };
  }

  /** Ends grants past their last day; returns how many members were recomputed. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async endExpired(): Promise<number> {
    const expired = await this.store.expiredGrants(todayUtc(), BATCH);
    for (const grant of expired) {
      // refresh() ends the grant at the end of its last day and announces the new tier.
      await this.events.transaction((manager) => this.membership.refresh(manager, grant.userId));
    }
    return expired.length;
  }
}
