import { EventBus, RpcClient } from '@mithaq/bus';
import { BillingRpc } from '@mithaq/contracts';
import { Sweeper } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectCourseConfig, type CourseConfig } from '../config';
import { BookingConfirmation } from './booking-confirmation';
import { BookingsRepository, type ExpiredHold } from './bookings.repository';

const BATCH = 100;

export interface SweepResult {
  expired: number;
  confirmed: number;
  kept: number;
}

/**
 * Releases unpaid holds past their expiry, on an interval. Each hold's charge is cancelled with
 * billing first: if billing answers that it was paid meanwhile, the booking is confirmed instead;
 * while billing cannot answer, the seat stays held and the next pass tries again. Several
 * instances may sweep at once: each booking moves out of pending once.
 */
@Injectable()
export class HoldSweep implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: Sweeper<SweepResult>;

  constructor(
    private readonly events: EventBus,
    private readonly bookings: BookingsRepository,
    private readonly confirmation: BookingConfirmation,
    private readonly rpc: RpcClient,
    @InjectCourseConfig() config: CourseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.sweeper = new Sweeper({
      name: 'course hold sweep',
      everyMs: config.COURSE_HOLD_SWEEP_MS,
      logger,
      sweep: () => this.releaseExpired(),
    });
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  /** Sweeps now (or joins the sweep running). */
  sweep(): Promise<SweepResult> {
    return this.sweeper.run();
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }

  private async releaseExpired(): Promise<SweepResult> {
    const result: SweepResult = { expired: 0, confirmed: 0, kept: 0 };
    for (const hold of await this.bookings.expiredHolds(BATCH)) {
      const outcome = await this.settle(hold);
      result[outcome] += 1;
    }
    if (result.expired + result.confirmed + result.kept > 0) {
      this.logger.info(result, 'course hold sweep');
    }
    return result;
  }

  /** Cancels the hold's charge as the member whose charge it is, then settles the booking. */
  private async settle(hold: ExpiredHold): Promise<'expired' | 'confirmed' | 'kept'> {
    const { id: bookingId, paymentReference: orderId } = hold;
    let status: string = 'cancelled';
    let paidAt = new Date().toISOString();
    if (orderId) {
      try {
        status = (await this.rpc.call(BillingRpc.cancelCharge, { orderId }, hold.member)).status;
      } catch (err) {
        this.logger.warn({ err, bookingId }, 'course: billing could not cancel an expired hold');
        return 'kept';
      }
      paidAt = new Date().toISOString();
    }
    if (status === 'paid' && orderId) {
      const confirmed = await this.events.transaction((manager) =>
        this.confirmation.paid(manager, bookingId, { orderId, paidAt }),
      );
      return confirmed ? 'confirmed' : 'kept';
    }
    if (status === 'cancelled' || status === 'failed') {
      const released = await this.events.transaction((manager) =>
        this.confirmation.release(manager, bookingId, 'expired'),
      );
      return released ? 'expired' : 'kept';
    }
    // Still pending or processing at billing: keep the seat until billing settles it.
    return 'kept';
  }
}
