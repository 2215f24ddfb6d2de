import {
  levelOfScore,
  type MatchCard,
  type MatchProfileView,
  type TopMatch,
} from '@mithaq/contracts';
import {
  ageOn,
  explainMask,
  type Candidate,
  type Thresholds,
  type Weights,
} from '@mithaq/matching-engine';
import { firstNameOf, toEngineCandidate, type CandidateRow } from '../candidates/candidate.mapper';

/** A visible match of a member with the other member's row. */
export type MatchRow = CandidateRow & {
  match_id: string;
  score: number;
  factor_mask: number;
  match_created_at: Date;
};

export interface RenderContext {
  me: Candidate;
  weights: Weights;
  thresholds: Thresholds;
  today: string;
}

/** The shared factors of the pair as text, highest admin weight first (from the stored mask). */
export const factorsOf = (row: MatchRow, ctx: RenderContext): string[] => {
  const other = toEngineCandidate(row);
  return other ? explainMask(ctx.me, other, row.factor_mask, ctx.weights) : [];
};

export const toMatchCard = (row: MatchRow, ctx: RenderContext): MatchCard => ({
  userId: row.user_id,
  matchId: row.match_id,
  username: row.username ?? '',
  age: row.date_of_birth ? ageOn(row.date_of_birth, ctx.today) : 0,
  countryOfResidence: row.country_of_residence ?? '',
  practiceLevel: row.practice_level ?? 'learning',
  isCertified: row.is_certified,
  isVerified: row.is_verified,
  isWaliVerified: row.is_wali_verified,
  compatibilityScore: row.score,
  // The one scale every screen uses; the admin's low threshold decides who is a match at all.
  compatibilityLevel: levelOfScore(row.score),
  matchingFactors: factorsOf(row, ctx),
  createdAt: row.match_created_at.toISOString(),
});

/** A card or profile without its shared factors: what a tier without compatibility details sees. */
export const withoutDetails = <T extends MatchCard>(card: T): T => ({
  ...card,
  matchingFactors: [],
});

export const toTopMatch = (row: MatchRow, ctx: RenderContext): TopMatch => ({
  id: row.user_id,
  matchId: row.match_id,
  username: row.username ?? '',
  name: firstNameOf(row.full_name),
  age: row.date_of_birth ? ageOn(row.date_of_birth, ctx.today) : 0,
  location: row.country_of_residence ?? '',
  // The one scale every screen uses; the admin's low threshold decides who is a match at all.
  compatibilityLevel: levelOfScore(row.score),
  compatibilityScore: row.score,
  keyMatchingAreas: factorsOf(row, ctx).slice(0, 3),
  createdAt: row.match_created_at.toISOString(),
});

/** The profile's height, else the height given in the questionnaire, else null. */
export const heightOf = (row: MatchRow): number | null => row.height ?? row.answers?.height ?? null;

/** What a match may see: no email, wali contact, full name or date of birth. */
export const toProfileView = (row: MatchRow, ctx: RenderContext): MatchProfileView => ({
  ...toMatchCard(row, ctx),
  name: firstNameOf(row.full_name),
  gender: row.gender ?? 'male',
  nationality: row.nationality ?? '',
  ethnicity: row.ethnicity ?? '',
  maritalStatus: row.marital_status ?? '',
  occupation: row.occupation,
  educationLevel: row.education_level,
  height: heightOf(row),
  islamicSect: row.islamic_sect,
  bio: row.bio ?? '',
});
