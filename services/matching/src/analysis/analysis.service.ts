import {
  DEFAULT_MATCH_WEIGHTS,
  DomainError,
  ErrorCode,
  matchFactorKeys,
  matchFactorLabels,
  Role,
  type Actor,
  type MatchAnalysis,
  type MatchFactorKey,
} from '@mithaq/contracts';
import { explainMask, type Candidate, type Weights } from '@mithaq/matching-engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toAverage, toDistribution, toFactorShares } from './analysis-figures';
import {
  AnalysisRepository,
  type AnalysedMember,
  type FactorSettingRow,
} from './analysis.repository';
import { latestRun } from '../recompute/runs';

const isFactorKey = (value: string): value is MatchFactorKey =>
  (matchFactorKeys as readonly string[]).includes(value);

const toCandidate = (member: AnalysedMember): Candidate => ({
  userId: member.user_id,
  gender: member.gender,
  lookingFor: member.looking_for,
  dateOfBirth: member.date_of_birth,
  ethnicity: member.ethnicity,
  countryOfResidence: member.country_of_residence,
  educationLevel: member.education_level,
  // Only eligible members reach the analysis.
  isApproved: true,
  questionnaireApproved: true,
  answers: member.answers,
});

/** The persisted weights and names over the defaults, so a factor never goes missing. */
const settingsOf = (rows: readonly FactorSettingRow[]) => {
  const weights: Weights = { ...DEFAULT_MATCH_WEIGHTS };
  const displayNames = Object.fromEntries(
    matchFactorKeys.map((key) => [key, matchFactorLabels[key].displayName]),
  ) as Record<MatchFactorKey, string>;
  for (const row of rows) {
    if (isFactorKey(row.factor)) {
      weights[row.factor] = Number(row.weight);
      displayNames[row.factor] = row.display_name;
    }
  }
  return { weights, displayNames };
};

export const assertAnalysisAdmin = (actor: Actor | null): void => {
  if (actor?.role !== Role.Admin) {
    throw new DomainError(ErrorCode.Forbidden, 'Only administrators can see the match analysis');
  }
};

@Injectable()
export class AnalysisService {
  constructor(
    private readonly analysis: AnalysisRepository,
    private readonly dataSource: DataSource,
  ) {}

  async analyse(actor: Actor | null): Promise<MatchAnalysis> {
    if (actor?.role !== Role.Admin) {
      throw new DomainError(ErrorCode.Forbidden, 'Only administrators can see the match analysis');
    }
    // One snapshot, so the totals, the shares and the recent list describe the same matches.
    const [counts, recent, settingRows, run] = await this.dataSource.transaction(
      'REPEATABLE READ',
      async (manager) =>
        [
          await this.analysis.counts(manager),
          await this.analysis.recentHigh(manager),
          await this.analysis.factorSettings(manager),
          await latestRun(manager),
        ] as const,
    );
    const { weights, displayNames } = settingsOf(settingRows);
    return {
      totalMatches: counts.total,
      averageScore: toAverage(counts.average),
      highCompatibilityCount: counts.high,
      matchDistribution: toDistribution(counts.buckets),
      matchingFactors: toFactorShares(counts.factors, counts.total, displayNames),
      recentHighMatches: recent.map((row) => ({
        user1Id: row.user1.user_id,
        user2Id: row.user2.user_id,
        user1Name: row.user1.full_name,
        user2Name: row.user2.full_name,
        score: row.score,
        factors: explainMask(
          toCandidate(row.user1),
          toCandidate(row.user2),
          row.factor_mask,
          weights,
        ),
        createdAt: row.created_at.toISOString(),
      })),
      recompute: run,
    };
  }
}
