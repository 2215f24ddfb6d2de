import { EventBus, recordEvent } from '@mithaq/bus';
import { entitlementsOf, type Membership } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BillingRepository } from '../payments/billing.repository';
import type { MembershipEntity } from '../payments/entities';
import {
  computeMembership,
  FREE,
  grantEndsAt,
  sameMembership,
  type MembershipState,
} from './membership.policy';

const stateOf = (entity: MembershipEntity | null): MembershipState =>
  entity
    ? {
        tier: entity.tier,
        source: entity.source,
        startedAt: entity.startedAt,
        endsAt: entity.endsAt,
      }
    : FREE;

export const toMembership = (state: MembershipState): Membership => ({
  tier: state.tier,
  source: state.source,
  startedAt: state.startedAt?.toISOString() ?? null,
  endsAt: state.endsAt?.toISOString() ?? null,
  entitlements: entitlementsOf(state.tier),
});

/**
 * The member's tier, recomputed from what they hold whenever that changes (a verified webhook,
 * a grant, its end) and announced with 'billing.membership.changed' in the same transaction.
 */
@Injectable()
export class MembershipService {
  constructor(
    private readonly store: BillingRepository,
    private readonly events: EventBus,
  ) {}

  /**
   * The member's current tier. A grant past its end is ended here too (the sweep does it
   * within a minute anyway), so no one reads a tier that has run out.
   */
  async current(userId: string, now = new Date()): Promise<MembershipState> {
    const stored = stateOf(await this.store.findMembership(userId));
    if (stored.source === 'complimentary' && stored.endsAt && stored.endsAt <= now) {
      return this.events.transaction((manager) => this.refresh(manager, userId, now));
    }
    return stored;
  }

  async view(userId: string): Promise<Membership> {
    return toMembership(await this.current(userId));
  }

  /**
   * Recomputes the member's tier inside the caller's transaction; when it differs from the
   * stored one, saves it and records the event. Open grants past their end are ended first.
   */
  async refresh(
    manager: EntityManager,
    userId: string,
    now = new Date(),
  ): Promise<MembershipState> {
    await this.store.lockMember(manager, userId);
    const grant = await this.store.openGrantOf(userId, manager);
    const grantEnd = grant ? grantEndsAt(grant.endsOn) : null;
    if (grant && grantEnd && grantEnd <= now) {
      await this.store.endGrant(manager, grant.id, grantEnd, null);
    }
    const openGrant = grant && !(grantEnd && grantEnd <= now) ? grant : null;
    const purchases = await this.store.paidPurchasesOf(manager, userId);
    const subscriptions = await this.store.subscriptionsOf(userId, manager);
    const stored = await this.store.findMembership(userId, manager);
    const next = computeMembership(
      {
        purchases: purchases.flatMap((order) =>
          order.tier ? [{ tier: order.tier, paidAt: order.paidAt }] : [],
        ),
        subscriptions,
        grant: openGrant
          ? { tier: openGrant.tier, grantedAt: openGrant.grantedAt, endsAt: grantEnd }
          : null,
      },
      now,
    );
    const previous = stateOf(stored);
    if (stored && sameMembership(previous, next)) {
      return previous;
    }
    if (!stored && sameMembership(previous, next)) {
      return next;
    }
    await this.store.saveMembership(manager, { userId, ...next, updatedAt: now });
    await recordEvent(manager, 'billing.membership.changed', {
      userId,
      tier: next.tier,
      previousTier: previous.tier,
      source: next.source,
      startedAt: next.startedAt?.toISOString() ?? null,
      endsAt: next.endsAt?.toISOString() ?? null,
      changedAt: now.toISOString(),
    });
    return next;
  }
}
