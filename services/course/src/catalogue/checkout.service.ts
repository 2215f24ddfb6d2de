import { randomUUID } from 'node:crypto';
import { RpcClient, recordEvent } from '@mithaq/bus';
import {
  BillingRpc,
  CourseMessage,
  DomainError,
  ErrorCode,
  type Actor,
  type ServiceBooking,
  type ServicesCheckout,
  type ServicesCheckoutRequest,
} from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectCourseConfig, type CourseConfig } from '../config';
import { servicesOrderConfirmedEmail } from '../emails/confirmation-emails';
import { MembersRepository } from '../members/members.repository';
import { londonClock } from '../sessions/session-rules';
import { CatalogueRepository } from './catalogue.repository';
import { priceSelection, SelectionRefused } from './pricing';
import { ServiceOrdersRepository } from './service-orders.repository';

const DESCRIPTION_MAX = 200;

/** Buying wedding services: priced on the server, paid through billing, listed for the team. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueRepository,
    private readonly orders: ServiceOrdersRepository,
    private readonly members: MembersRepository,
    private readonly rpc: RpcClient,
    @InjectCourseConfig() private readonly config: CourseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Prices the selection, writes a pending order, then starts its payment with billing. */
  async checkout(actor: Actor, request: ServicesCheckoutRequest): Promise<ServicesCheckout> {
    if (request.eventDate <= londonClock(new Date()).date) {
      throw new DomainError(ErrorCode.Unprocessable, CourseMessage.EventDateInPast, {
        eventDate: CourseMessage.EventDateInPast,
      });
    }
    let priced: ReturnType<typeof priceSelection>;
    try {
      priced = priceSelection(
        request.serviceIds,
        await this.catalogue.byIds(request.serviceIds),
        request.postcode,
      );
    } catch (error) {
      if (error instanceof SelectionRefused) {
        throw new DomainError(ErrorCode.Unprocessable, error.message);
      }
      throw error;
    }
    const id = randomUUID();
    await this.dataSource.transaction((manager) =>
      this.orders.insert(manager, {
        id,
        userId: actor.userId,
        eventDate: request.eventDate,
        postcode: request.postcode,
        phone: request.phone ?? null,
        lines: priced.lines,
        amount: priced.amount,
      }),
    );
    const names = priced.lines.map((line) =>
      line.quantity > 1 ? `${line.name} (${line.quantity} guests)` : line.name,
    );
    const description = `Wedding services: ${names.join(', ')}`.slice(0, DESCRIPTION_MAX);
    try {
      const charge = await this.rpc.call(
        BillingRpc.createCharge,
        { purpose: 'services', reference: id, amount: priced.amount, description },
        actor,
      );
      await this.orders.setReference(id, charge.orderId);
      return {
        serviceOrderId: id,
        orderId: charge.orderId,
        clientSecret: charge.clientSecret,
        amount: charge.amount,
        description: charge.description,
        lines: priced.lines,
      };
    } catch (error) {
      await this.dataSource.transaction((manager) => this.orders.settle(manager, id, 'failed'));
      throw error;
    }
  }

  /** A paid order: marked paid once, and the member emailed once. */
  async paid(
    manager: EntityManager,
    serviceOrderId: string,
    payment: { orderId: string; paidAt: string },
  ): Promise<void> {
    if (!(await this.orders.settle(manager, serviceOrderId, 'paid', payment))) {
      return;
    }
    const order = await this.orders.findOne(serviceOrderId, manager);
    const member = order?.user_id ? await this.members.findOne(order.user_id, manager) : null;
    if (!order || !member) {
      this.logger.warn({ serviceOrderId }, 'course: no email address for a paid services order');
      return;
    }
    await recordEvent(
      manager,
      'course.email.requested',
      servicesOrderConfirmedEmail(
        member.email,
        member.fullName ?? member.username,
        { id: order.id, eventDate: order.event_date, lines: order.lines, amount: order.amount },
        this.config.SITE_NAME,
      ),
    );
  }

  async failed(
    manager: EntityManager,
    serviceOrderId: string,
    status: 'failed' | 'cancelled',
  ): Promise<void> {
    await this.orders.settle(manager, serviceOrderId, status);
  }

  /** Paid orders with the member's contact (name, username and email from the directory). */
  async serviceBookings(): Promise<ServiceBooking[]> {
    const rows = await this.orders.paid();
    const members = await this.members.findMany(
      rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
    );
    return rows.map((row) => {
      const member = row.user_id ? members.get(row.user_id) : undefined;
      return {
        id: row.id,
        userId: row.user_id,
        fullName: member?.fullName ?? null,
        username: member?.username ?? null,
        email: member?.email ?? null,
        phone: row.phone,
        eventDate: row.event_date,
        postcode: row.postcode ?? '',
        lines: row.lines,
        amount: row.amount,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        paidAt: row.paid_at ? row.paid_at.toISOString() : null,
      };
    });
  }
}
