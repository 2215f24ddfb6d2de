import { randomUUID } from 'node:crypto';
import {
  MatchingRpc,
  ServiceName,
  DomainError,
  type Actor,
  type Gender,
  type MembershipTier,
  type QuestionnaireAnswers,
} from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { maleQuestionnaireAnswers } from '@mithaq/testing';
import { Module } from '@nestjs/common';
import type { Client } from 'pg';
import { AnalysisModule } from '../src/analysis/analysis.module';
import { MatchingConfigModule } from '../src/config';
import { MatchingDataModule } from '../src/data.module';
import { MatchRequestEntity } from '../src/match-requests/entities/match-request.entity';
import { MatchRequestsModule } from '../src/match-requests/match-requests.module';
import { matchingMigrations } from '../src/migrations';

// Test support for the requests and analysis suites: the matching service's real migrations with
// only these two feature modules, and rows seeded straight into the read model and matches.

@Module({
  imports: [
    MatchingConfigModule.forRoot(),
    MatchingDataModule,
    MatchRequestsModule,
    AnalysisModule,
  ],
})
class RequestsAndAnalysisModule {}

export const requestsAndAnalysisService: ServiceDefinition = {
  service: ServiceName.Matching,
  ping: MatchingRpc.ping,
  module: RequestsAndAnalysisModule,
  entities: [MatchRequestEntity],
  migrations: matchingMigrations,
};

export interface SeededMember {
  id: string;
  username: string;
  fullName: string;
  actor: Actor;
}

export interface MemberSeed {
  username?: string;
  fullName?: string;
  gender?: Gender;
  dateOfBirth?: string;
  countryOfResidence?: string;
  practiceLevel?: string;
  educationLevel?: string | null;
  accountStatus?: 'pending' | 'approved' | 'rejected';
  questionnaireStatus?: 'none' | 'pending' | 'approved' | 'rejected';
  answers?: Partial<QuestionnaireAnswers>;
  /** The member's tier: bronze unless set, so the member may send requests. */
  tier?: MembershipTier;
}

let seq = 0;

/**
 * Inserts a member into the read model, eligible for matching and on bronze unless the seed says
 * otherwise.
 */
export const seedMember = async (db: Client, seed: MemberSeed = {}): Promise<SeededMember> => {
  seq += 1;
  const id = randomUUID();
  const gender = seed.gender ?? 'male';
  const username = seed.username ?? `member_${seq}_${id.slice(0, 6)}`;
  const fullName = seed.fullName ?? `Member ${seq} Test`;
  const answers: QuestionnaireAnswers = {
    ...maleQuestionnaireAnswers,
    ...(gender === 'female' ? { hijabLevel: 'always', beardLevel: null } : {}),
    ...seed.answers,
  };
  await db.query(
    `INSERT INTO candidates (user_id, username, email, role, full_name, gender, looking_for,
       date_of_birth, nationality, ethnicity, country_of_residence, marital_status, practice_level,
       education_level, account_status, questionnaire_status, answers, version)
     VALUES ($1, $2, $3, 'seeker', $4, $5, $6, $7, 'British', 'Arab', $8, 'single', $9, $10, $11,
       $12, $13, nextval('candidates_version_seq'))`,
    [
      id,
      username,
      `${username}@example.com`,
      fullName,
      gender,
      gender === 'male' ? 'female' : 'male',
      seed.dateOfBirth ?? '1994-03-10',
      seed.countryOfResidence ?? 'United Kingdom',
      seed.practiceLevel ?? 'practicing',
      seed.educationLevel === undefined ? 'bachelor' : seed.educationLevel,
      seed.accountStatus ?? 'approved',
      seed.questionnaireStatus ?? 'approved',
      JSON.stringify(answers),
    ],
  );
  const tier = seed.tier ?? 'bronze';
  if (tier !== 'free') {
    await db.query('INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, $2, now())', [
      id,
      tier,
    ]);
  }
  return { id, username, fullName, actor: { userId: id, role: 'seeker' } };
};

export interface MatchSeed {
  score?: number;
  factorMask?: number;
  isHidden?: boolean;
  createdAt?: Date;
}

/** Stores a match of the two members as the workers would (one row, user1 < user2). */
export const seedMatch = async (
  db: Client,
  a: { id: string },
  b: { id: string },
  seed: MatchSeed = {},
): Promise<void> => {
  const [user1, user2] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await db.query(
    `INSERT INTO matches (user1_id, user2_id, compatibility_score, factor_mask, is_hidden, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      user1,
      user2,
      seed.score ?? 80,
      seed.factorMask ?? 0,
      seed.isHidden ?? false,
      seed.createdAt ?? new Date(),
    ],
  );
};

/** The DomainError a call fails with; fails the test when the call succeeds. */
export const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) {
    throw error;
  }
  return error;
};
