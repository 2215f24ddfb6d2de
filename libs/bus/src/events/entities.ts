import {
  Column,
  Entity,
  Index,
  PrimaryColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

/** An event written in the same transaction as the state change it announces. */
@Entity({ name: 'outbox' })
@Index('outbox_unsent_idx', ['seq'], { where: 'sent_at IS NULL' })
export class OutboxRow {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false })
  seq: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ name: 'request_id', type: 'varchar', length: 100, nullable: true })
  requestId: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}

/** Event ids a consumer has handled, so a redelivery is a no-op. */
@Entity({ name: 'processed_events' })
export class ProcessedEventRow {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @PrimaryColumn({ type: 'varchar', length: 60 })
  consumer: string;

  @Column({ name: 'handled_at', type: 'timestamptz', default: () => 'now()' })
  handledAt: Date;
}

export const busEntities = [OutboxRow, ProcessedEventRow];

export class BusTables1763700000000 implements MigrationInterface {
  name = 'BusTables1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        name varchar(100) NOT NULL,
        payload jsonb NOT NULL,
        request_id varchar(100),
        occurred_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await runner.query('CREATE INDEX outbox_unsent_idx ON outbox (seq) WHERE sent_at IS NULL');
    await runner.query(`
      CREATE TABLE processed_events (
        event_id uuid NOT NULL,
        consumer varchar(60) NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE processed_events');
    await runner.query('DROP TABLE outbox');
  }
}
