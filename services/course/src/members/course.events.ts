import { EventBus } from '@mithaq/bus';
import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingConfirmation } from '../bookings/booking-confirmation';
import { CheckoutService } from '../catalogue/checkout.service';
import { MembersService } from './members.service';

/** The course service's event subscriptions (contracts' eventSubscriptions.course). */
@Injectable()
export class CourseEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly members: MembersService,
    private readonly bookings: BookingConfirmation,
    private readonly checkout: CheckoutService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'identity.account.registered': (event, m) => this.members.accountRegistered(event, m),
      'identity.account.updated': (event, m) => this.members.accountUpdated(event, m),
      'identity.account.deleted': (event, m) => this.members.accountDeleted(event, m),
      'billing.order.paid': (event, m) => this.orderPaid(event, m),
      'billing.order.failed': (event, m) => this.orderFailed(event, m),
    });
  }

  /** A paid charge confirms the booking or services order it was started for (once). */
  private async orderPaid(
    event: EventEnvelope<'billing.order.paid'>,
    manager: EntityManager,
  ): Promise<void> {
    const { purpose, reference, orderId, paidAt } = event.payload;
    if (purpose === 'course') {
      await this.bookings.paid(manager, reference, { orderId, paidAt });
    } else if (purpose === 'services') {
      await this.checkout.paid(manager, reference, { orderId, paidAt });
    }
    // Other purposes (a meeting's fee) belong to other services.
  }

  /** A failed or cancelled charge releases the seat it held, or fails the services order. */
  private async orderFailed(
    event: EventEnvelope<'billing.order.failed'>,
    manager: EntityManager,
  ): Promise<void> {
    const { purpose, reference, status } = event.payload;
    if (purpose === 'course') {
      await this.bookings.release(manager, reference, 'failed');
    } else if (purpose === 'services') {
      await this.checkout.failed(manager, reference, status);
    }
  }
}
