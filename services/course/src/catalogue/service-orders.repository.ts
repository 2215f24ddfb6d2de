import type { ServiceOrderLine, ServiceOrderStatus } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { changedRows } from '../infra/sql';

export interface ServiceOrderRow {
  id: string;
  user_id: string | null;
  event_date: string;
  postcode: string | null;
  phone: string | null;
  lines: ServiceOrderLine[];
  amount: number;
  status: ServiceOrderStatus;
  payment_reference: string | null;
  created_at: Date;
  paid_at: Date | null;
}

const COLUMNS = `id, user_id, to_char(event_date, 'YYYY-MM-DD') AS event_date, postcode, phone,
  lines, amount, status, payment_reference, created_at, paid_at`;

/** Members' orders of wedding services, priced when ordered. */
@Injectable()
export class ServiceOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    order: {
      id: string;
      userId: string;
      eventDate: string;
      postcode: string;
      phone: string | null;
      lines: ServiceOrderLine[];
      amount: number;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO service_orders (id, user_id, event_date, postcode, phone, lines, amount, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
      [
        order.id,
        order.userId,
        order.eventDate,
        order.postcode,
        order.phone,
        JSON.stringify(order.lines),
        order.amount,
      ],
    );
  }

  async findOne(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ServiceOrderRow | null> {
    const rows: ServiceOrderRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM service_orders WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Paid orders, newest first. */
  paid(): Promise<ServiceOrderRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM service_orders WHERE status = 'paid' ORDER BY created_at DESC`,
    );
  }

  async setReference(id: string, orderId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE service_orders SET payment_reference = $2 WHERE id = $1 AND payment_reference IS NULL',
      [id, orderId],
    );
  }

  /** Moves a pending order to `to`; false when it was not pending (already settled). */
  async settle(
    manager: EntityManager,
    id: string,
    to: Exclude<ServiceOrderStatus, 'pending'>,
    payment: { orderId: string; paidAt: string } | null = null,
  ): Promise<boolean> {
    const rows = await changedRows(
      manager,
      `UPDATE service_orders
          SET status = $2, paid_at = $3::timestamptz,
              payment_reference = COALESCE(payment_reference, $4::uuid)
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, to, payment?.paidAt ?? null, payment?.orderId ?? null],
    );
    return rows.length > 0;
  }
}
