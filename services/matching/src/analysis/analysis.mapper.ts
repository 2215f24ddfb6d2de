import {
  matchFactorKeys,
  type Gender,
  type MatchFactorKey,
  type QuestionnaireAnswers,
} from '@mithaq/contracts';
import type { Candidate } from '@mithaq/matching-engine';

/** The analysis cards count a match as highly compatible from 85%. */
export const HIGH_COMPATIBILITY_SCORE = 85;
export const RECENT_HIGH_MATCHES = 10;

/** One side of a recent high match: what the engine needs to word the shared factors. */
export interface AnalysedMember {
  user_id: string;
  full_name: string;
  gender: Gender;
  looking_for: Gender;
  date_of_birth: string;
  ethnicity: string;
  country_of_residence: string;
  education_level: string | null;
  answers: QuestionnaireAnswers;
}

export interface RecentHighMatchRow {
  score: number;
  factor_mask: number;
  created_at: Date;
  user1: AnalysedMember;
  user2: AnalysedMember;
}

/** Score buckets of the distribution: ten points each, the last one taking 100 as well. */
export const BUCKET_LABELS: readonly string[] = Array.from({ length: 10 }, (_, i) =>
  i === 9 ? '90-100' : `${i * 10}-${i * 10 + 9}`,
);

/** What the aggregate query returns: counts per bucket and per factor bit, in order. */
export interface AnalysisCounts {
  total: number;
  /** Mean score, or null without matches. */
  average: number | null;
  high: number;
  buckets: readonly number[];
  factors: readonly number[];
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Share of `total` as a percentage with one decimal; 0 when there is nothing to share. */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count * 1000) / total) / 10;

export const toDistribution = (buckets: readonly number[]): Record<string, number> =>
  Object.fromEntries(BUCKET_LABELS.map((label, i) => [label, buckets[i] ?? 0]));

/** Every factor's display name (in factor order) to the share of matches sharing it. */
export const toFactorShares = (
  counts: readonly number[],
  total: number,
  displayNames: Readonly<Record<MatchFactorKey, string>>,
): Record<string, number> =>
  Object.fromEntries(
    matchFactorKeys.map((key, i) => [displayNames[key], percentOf(counts[i] ?? 0, total)]),
  );

export const toAverage = (average: number | null): number =>
  average === null ? 0 : oneDecimal(average);

/** The engine's view of one side of a recent high match (only eligible members reach it). */
export const toAnalysedCandidate = (member: AnalysedMember): Candidate => ({
  userId: member.user_id,
  gender: member.gender,
  lookingFor: member.looking_for,
  dateOfBirth: member.date_of_birth,
  ethnicity: member.ethnicity,
  countryOfResidence: member.country_of_residence,
  educationLevel: member.education_level,
  isApproved: true,
  questionnaireApproved: true,
  answers: member.answers,
});
