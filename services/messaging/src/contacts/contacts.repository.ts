import type { ContactCardValues } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface StoredCard {
  phone: string | null;
  email: string | null;
  other: string | null;
  updatedAt: Date;
}

export interface StoredExchange {
  conversationId: string;
  openedBy: string;
  openedAt: Date;
}

export interface StoredReveal {
  userId: string;
  revealedAt: Date;
}

interface CardRow {
  phone: string | null;
  email: string | null;
  other: string | null;
  updated_at: Date;
}

const toCard = (row: CardRow | undefined): StoredCard | null =>
  row
    ? { phone: row.phone, email: row.email, other: row.other, updatedAt: new Date(row.updated_at) }
    : null;

/** Contact cards, the exchanges opened on member conversations, and the reveals in them. */
@Injectable()
export class ContactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async cardOf(userId: string, manager = this.dataSource.manager): Promise<StoredCard | null> {
    const rows: CardRow[] = await manager.query(
      'SELECT phone, email, other, updated_at FROM contact_cards WHERE user_id = $1',
      [userId],
    );
    return toCard(rows[0]);
  }

  async saveCard(userId: string, card: ContactCardValues): Promise<StoredCard> {
    const rows: CardRow[] = await this.dataSource.manager.query(
      `INSERT INTO contact_cards (user_id, phone, email, other, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE
         SET phone = EXCLUDED.phone, email = EXCLUDED.email, other = EXCLUDED.other,
             updated_at = now()
       RETURNING phone, email, other, updated_at`,
      [userId, card.phone, card.email, card.other],
    );
    return toCard(rows[0]) as StoredCard;
  }

  /** Serialises a member's opens, so two at once cannot both use the one allowance. */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `contact-exchange:${userId}`,
    ]);
  }

  async exchangeOf(
    conversationId: string,
    manager = this.dataSource.manager,
  ): Promise<StoredExchange | null> {
    const rows: { opened_by: string; opened_at: Date }[] = await manager.query(
      'SELECT opened_by, opened_at FROM contact_exchanges WHERE conversation_id = $1',
      [conversationId],
    );
    const row = rows[0];
    return row
      ? { conversationId, openedBy: row.opened_by, openedAt: new Date(row.opened_at) }
      : null;
  }

  /** How many exchanges the member opened on conversations other than this one. */
  async openedElsewhere(
    userId: string,
    conversationId: string,
    manager = this.dataSource.manager,
  ): Promise<number> {
    const rows: { count: string }[] = await manager.query(
      `SELECT count(*) FROM contact_exchanges WHERE opened_by = $1 AND conversation_id <> $2`,
      [userId, conversationId],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Opens the exchange; false when it was already open (nothing changes). */
  async open(manager: EntityManager, conversationId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO contact_exchanges (conversation_id, opened_by) VALUES ($1, $2)
       ON CONFLICT (conversation_id) DO NOTHING RETURNING conversation_id`,
      [conversationId, userId],
    );
    return rows.length > 0;
  }

  async revealsOf(
    conversationId: string,
    manager = this.dataSource.manager,
  ): Promise<StoredReveal[]> {
    const rows: { user_id: string; revealed_at: Date }[] = await manager.query(
      'SELECT user_id, revealed_at FROM contact_reveals WHERE conversation_id = $1',
      [conversationId],
    );
    return rows.map((row) => ({ userId: row.user_id, revealedAt: new Date(row.revealed_at) }));
  }

  /** Records the reveal; false when the member had already revealed (nothing changes). */
  async reveal(manager: EntityManager, conversationId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO contact_reveals (conversation_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [conversationId, userId],
    );
    return rows.length > 0;
  }

  /** Everything about the member: their card, their reveals and the exchanges they opened. */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM contact_cards WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM contact_reveals WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM contact_exchanges WHERE opened_by = $1', [userId]);
  }
}
