import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Course1763700001500 implements MigrationInterface {
  name = 'Course1763700001500';

  async up(runner: QueryRunner): Promise<void> {
    // Accounts as identity announced them: enough to name, list and email a member.
    await runner.query(`
      CREATE TABLE members (
        user_id uuid PRIMARY KEY,
        username varchar(100) NOT NULL,
        email varchar(320) NOT NULL,
        full_name varchar(200),
        role varchar(10) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE erased_members (
        id_hash char(64) PRIMARY KEY,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
    // booked_slots counts paid bookings and pending holds; the check makes overbooking
    // impossible whatever the code does.
    await runner.query(`
      CREATE TABLE course_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        date date NOT NULL,
        time varchar(5) NOT NULL,
        end_time varchar(5) NOT NULL,
        session_type varchar(10) NOT NULL CHECK (session_type IN ('morning', 'afternoon')),
        location varchar(200) NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 100),
        booked_slots integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT course_sessions_seats CHECK (booked_slots BETWEEN 0 AND capacity)
      )`);
    await runner.query('CREATE INDEX course_sessions_date ON course_sessions (date, time)');
    await runner.query(`
      CREATE TABLE course_bookings (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        session_id uuid NOT NULL REFERENCES course_sessions (id),
        booking_date timestamptz NOT NULL DEFAULT now(),
        payment_status varchar(10) NOT NULL
          CHECK (payment_status IN ('pending', 'paid', 'expired', 'failed')),
        payment_amount integer NOT NULL CHECK (payment_amount >= 0),
        payment_date timestamptz,
        payment_reference uuid,
        hold_expires_at timestamptz,
        attended boolean NOT NULL DEFAULT false
      )`);
    // One live booking (holding or paid) per member and session.
    await runner.query(`
      CREATE UNIQUE INDEX course_bookings_live ON course_bookings (user_id, session_id)
       WHERE payment_status IN ('pending', 'paid')`);
    await runner.query('CREATE INDEX course_bookings_user ON course_bookings (user_id)');
    await runner.query(`
      CREATE INDEX course_bookings_holds ON course_bookings (hold_expires_at)
       WHERE payment_status = 'pending'`);
    await runner.query(`
      CREATE TABLE course_completions (
        user_id uuid PRIMARY KEY,
        completed_at timestamptz NOT NULL,
        certified boolean NOT NULL DEFAULT true
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE course_completions');
    await runner.query('DROP TABLE course_bookings');
    await runner.query('DROP TABLE course_sessions');
    await runner.query('DROP TABLE erased_members');
    await runner.query('DROP TABLE members');
  }
}
