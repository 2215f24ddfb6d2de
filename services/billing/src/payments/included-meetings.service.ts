import { randomUUID } from 'node:crypto';
import { EventBus, recordEvent } from '@mithaq/bus';
import { uniqueViolationOf } from '@mithaq/database';
import { entitlementsOf } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectBillingConfig, type BillingEnv } from '../config';
import { MembershipService } from '../membership/membership.service';
import { BillingRepository } from './billing.repository';
import type { OrderEntity } from './entities';

export const INCLUDED_MEETING_DESCRIPTION = 'Meeting arrangement (included with Gold)';

export interface IncludedMeetingClaim {
  included: boolean;
  orderId: string | null;
}

const NOT_INCLUDED: IncludedMeetingClaim = { included: false, orderId: null };

/**
 * The meetings a tier includes (gold: one). While the member holds such a tier and has used
 * fewer included meetings since they started holding it, a meeting is recorded as a paid order
 * of 0 and announced with billing.order.paid in the same transaction. The member's lock makes
 * two claims at once count as two; the same meeting claimed again gets the same answer.
 */
@Injectable()
export class IncludedMeetingsService {
  constructor(
    private readonly store: BillingRepository,
    private readonly membership: MembershipService,
    private readonly events: EventBus,
    @InjectBillingConfig() private readonly config: BillingEnv,
  ) {}

  async claim(userId: string, reference: string, attempt = 1): Promise<IncludedMeetingClaim> {
    const membership = await this.membership.current(userId);
    try {
      return await this.events.transaction(async (manager) => {
        await this.store.lockMember(manager, userId);
        const existing = await this.store.findChargeOrderForUpdate(manager, 'meeting', reference);
        if (existing) {
          return isIncludedOf(existing, userId)
            ? { included: true, orderId: existing.id }
            : NOT_INCLUDED;
        }
        const allowance = entitlementsOf(membership.tier).includedMeetings;
        if (allowance === 0) {
          return NOT_INCLUDED;
        }
        const used = await this.usedSince(manager, userId, membership.startedAt);
        if (used >= allowance) {
          return NOT_INCLUDED;
        }
        return { included: true, orderId: await this.record(manager, userId, reference) };
      });
    } catch (error) {
      // The same meeting claimed twice at once by its two members: answer from the winner.
      if (attempt === 1 && uniqueViolationOf(error) === 'billing_orders_purpose_reference') {
        return this.claim(userId, reference, 2);
      }
      throw error;
    }
  }

  /** Included meetings the member used since they started holding their tier. */
  private async usedSince(
    manager: EntityManager,
    userId: string,
    startedAt: Date | null,
  ): Promise<number> {
    const rows: { used: number }[] = await manager.query(
      `SELECT count(*)::int AS used FROM billing_orders
       WHERE user_id = $1 AND purpose = 'meeting' AND amount = 0 AND status = 'paid'
         AND ($2::timestamptz IS NULL OR created_at >= $2)`,
      [userId, startedAt],
    );
    return rows[0]?.used ?? 0;
  }

  private async record(manager: EntityManager, userId: string, reference: string): Promise<string> {
    const now = new Date();
    const order: OrderEntity = {
      id: randomUUID(),
      userId,
      purpose: 'meeting',
      tier: null,
      reference,
      amount: 0,
      currency: this.config.BILLING_CURRENCY,
      description: INCLUDED_MEETING_DESCRIPTION,
      status: 'paid',
      stripePaymentIntentId: null,
      stripeSubscriptionId: null,
      stripeInvoiceId: null,
      receiptUrl: null,
      createdAt: now,
      paidAt: now,
    };
    await this.store.insertOrder(manager, order);
    await recordEvent(manager, 'billing.order.paid', {
      orderId: order.id,
      userId,
      purpose: 'meeting',
      reference,
      amount: 0,
      currency: order.currency,
      paidAt: now.toISOString(),
    });
    return order.id;
  }
}

/** A meeting's order is the member's included one: paid, of 0. */
const isIncludedOf = (order: OrderEntity, userId: string): boolean =>
  order.userId === userId &&
  order.purpose === 'meeting' &&
  order.amount === 0 &&
  order.status === 'paid';
