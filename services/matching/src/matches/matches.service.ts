import {
  DomainError,
  ErrorCode,
  matchFactorKeys,
  matchFactorLabels,
  type Actor,
  type MatchDashboard,
  type MatchDashboardQuery,
  type MatchListQuery,
  type MatchPage,
  type MatchProfileView,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notMatchableReasonOf, toEngineCandidate } from '../candidates/candidate-row';
import { assertSignedIn } from '../common/admin';
import { loadScoringSettings } from '../settings/scoring-settings';
import { toMatchCard, toProfileView, toTopMatch, type RenderContext } from './match.mapper';
import { MatchesRepository, type MatchRow } from './matches.repository';

const TOP_MATCHES = 6;
const COMMON_AREAS = 5;

const today = (): string => new Date().toISOString().slice(0, 10);

const emptyDashboard = (reason: MatchDashboard['notMatchableReason']): MatchDashboard => ({
  totalMatches: 0,
  matchCategories: { highCompatibility: 0, mediumCompatibility: 0, basicCompatibility: 0 },
  commonMatchingAreas: [],
  topMatches: [],
  notMatchableReason: reason,
});

/** A member's stored matches as the dashboard, the matches page and the profile dialog read them. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly dataSource: DataSource,
  ) {}

  /** The caller's render context, or null with the reason when they have no matches. */
  private async context(userId: string) {
    const row = await this.matches.candidate(userId);
    const reason = notMatchableReasonOf(row);
    const me = row ? toEngineCandidate(row) : null;
    if (reason !== null || me === null) {
      return { reason: reason ?? 'profile-not-approved', ctx: null } as const;
    }
    const settings = await loadScoringSettings(this.dataSource.manager);
    const ctx: RenderContext = {
      me,
      weights: settings.weights,
      thresholds: settings.thresholds,
      today: today(),
    };
    return { reason: null, ctx } as const;
  }

  async dashboard(actor: Actor | null, query: MatchDashboardQuery): Promise<MatchDashboard> {
    const { userId } = assertSignedIn(actor);
    const { reason, ctx } = await this.context(userId);
    if (!ctx) {
      return emptyDashboard(reason);
    }
    const [counts, factorCounts, top] = await Promise.all([
      this.matches.counts(userId, ctx.thresholds),
      this.matches.factorCounts(userId, ctx.thresholds.low),
      this.matches.page(userId, ctx.thresholds.low, query.sort, TOP_MATCHES, 0),
    ]);
    const common = factorCounts
      .filter(({ bit }) => bit < matchFactorKeys.length)
      .sort((x, y) => {
        const kx = matchFactorKeys[x.bit];
        const ky = matchFactorKeys[y.bit];
        const byWeight = kx && ky ? ctx.weights[ky] - ctx.weights[kx] : 0;
        return y.count - x.count || byWeight || x.bit - y.bit;
      })
      .slice(0, COMMON_AREAS)
      .flatMap(({ bit }) => {
        const key = matchFactorKeys[bit];
        return key ? [matchFactorLabels[key].displayName] : [];
      });
    return {
      totalMatches: counts.total,
      matchCategories: {
        highCompatibility: counts.high,
        mediumCompatibility: counts.medium,
        basicCompatibility: counts.basic,
      },
      commonMatchingAreas: common,
      topMatches: top.rows.map((row) => toTopMatch(row, ctx)),
      notMatchableReason: null,
    };
  }

  async list(actor: Actor | null, query: MatchListQuery): Promise<MatchPage> {
    const { userId } = assertSignedIn(actor);
    const { ctx } = await this.context(userId);
    const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    if (!ctx) {
      return empty;
    }
    const { rows, total } = await this.matches.page(
      userId,
      Math.max(ctx.thresholds.low, query.minCompatibility),
      query.sort,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return {
      items: rows.map((row) => toMatchCard(row, ctx)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async profile(actor: Actor | null, otherId: string): Promise<MatchProfileView> {
    const caller = assertSignedIn(actor);
    const notFound = new DomainError(ErrorCode.NotFound, 'Match not found');
    if (caller.role === 'admin') {
      return this.profileForAdmin(otherId, notFound);
    }
    if (otherId === caller.userId) {
      throw notFound;
    }
    const { ctx } = await this.context(caller.userId);
    if (!ctx) {
      throw notFound;
    }
    const row = await this.matches.one(caller.userId, otherId, ctx.thresholds.low);
    if (!row) {
      throw notFound;
    }
    return toProfileView(row, ctx);
  }

  /**
   * An admin sees the member's match view without a pair of their own: no score and no shared
   * factors (there is no match to describe).
   */
  private async profileForAdmin(otherId: string, notFound: DomainError): Promise<MatchProfileView> {
    const other = await this.matches.candidate(otherId);
    const asCandidate = other ? toEngineCandidate(other) : null;
    if (!other || !asCandidate) {
      throw notFound;
    }
    const settings = await loadScoringSettings(this.dataSource.manager);
    const row: MatchRow = {
      ...other,
      match_id: '',
      score: 0,
      factor_mask: 0,
      match_created_at: new Date(),
    };
    return toProfileView(row, {
      me: asCandidate,
      weights: settings.weights,
      thresholds: settings.thresholds,
      today: today(),
    });
  }
}
