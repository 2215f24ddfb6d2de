import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Profiles1763700000200 implements MigrationInterface {
  name = 'Profiles1763700000200';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE profiles (
        user_id uuid PRIMARY KEY,
        full_name varchar(100) NOT NULL,
        gender varchar(10) NOT NULL CHECK (gender IN ('male', 'female')),
        date_of_birth date NOT NULL,
        nationality varchar(100) NOT NULL,
        ethnicity varchar(100) NOT NULL,
        country_of_residence varchar(100) NOT NULL,
        marital_status varchar(10) NOT NULL CHECK (marital_status IN ('single', 'divorced', 'widowed')),
        practice_level varchar(30) NOT NULL,
        looking_for varchar(10) NOT NULL CHECK (looking_for IN ('male', 'female')),
        wali_contact varchar(200),
        bio text NOT NULL,
        occupation varchar(100),
        education_level varchar(100),
        height integer CHECK (height IS NULL OR height BETWEEN 100 AND 250),
        islamic_sect varchar(10),
        uk_residency_status varchar(30),
        uk_residency_years integer CHECK (uk_residency_years IS NULL OR uk_residency_years >= 0),
        working_status varchar(20),
        has_profile_picture boolean NOT NULL DEFAULT false,
        is_wali_verified boolean NOT NULL DEFAULT false,
        profile_completed boolean NOT NULL DEFAULT false,
        questionnaire_completed boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE profiles');
  }
}
