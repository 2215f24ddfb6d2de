import {
  DomainError,
  entitlementsOf,
  ErrorCode,
  levelMinScores,
  matchFactorKeys,
  matchFactorLabels,
  type Actor,
  type MatchDashboard,
  type MatchDashboardQuery,
  type MatchListQuery,
  type MatchPage,
  type MatchProfileView,
  type MembershipTier,
  UpgradeMessage,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { notMatchableReasonOf, toEngineCandidate } from '../candidates/candidate.mapper';
import { CandidatesRepository } from '../candidates/candidates.repository';
import { MatchRequestsRepository } from '../match-requests/match-requests.repository';
import { accessOf } from '../membership/match-access';
import { TiersRepository } from '../membership/tiers.repository';
import { SettingsRepository } from '../settings/settings.repository';
import {
  toMatchCard,
  toProfileView,
  toTopMatch,
  withoutDetails,
  type MatchRow,
  type RenderContext,
} from './match.mapper';
import { MatchesRepository } from './matches.repository';

const TOP_MATCHES = 6;
const COMMON_AREAS = 5;

const today = (): string => new Date().toISOString().slice(0, 10);

const emptyDashboard = (
  reason: MatchDashboard['notMatchableReason'],
  tier: MembershipTier,
): MatchDashboard => ({
  totalMatches: 0,
  matchCategories: { highCompatibility: 0, mediumCompatibility: 0, basicCompatibility: 0 },
  commonMatchingAreas: [],
  topMatches: [],
  notMatchableReason: reason,
  access: accessOf(tier, 0),
});

/**
 * A member's stored matches as the dashboard, the matches page and the profile dialog read them.
 * The callers are signed in (the RPC handlers' access rule). The member's tier limits the reply
 * (billing's entitlements): on free, only their best FREE_VISIBLE_MATCHES by compatibility show,
 * with score and level but no shared factors, and another match's profile is refused unless that
 * member sent them a request (which a free member may answer).
 */
@Injectable()
export class MatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly candidates: CandidatesRepository,
    private readonly settings: SettingsRepository,
    private readonly tiers: TiersRepository,
    private readonly requests: MatchRequestsRepository,
  ) {}

  /** The caller's render context, or null with the reason when they have no matches. */
  private async context(userId: string) {
    const row = await this.candidates.find(userId);
    const reason = notMatchableReasonOf(row);
    const me = row ? toEngineCandidate(row) : null;
    if (reason !== null || me === null) {
      return { reason: reason ?? 'profile-not-approved', ctx: null } as const;
    }
    const settings = await this.settings.scoring();
    const ctx: RenderContext = {
      me,
      weights: settings.weights,
      thresholds: settings.thresholds,
      today: today(),
    };
    return { reason: null, ctx } as const;
  }

  async dashboard({ userId }: Actor, query: MatchDashboardQuery): Promise<MatchDashboard> {
    const [{ reason, ctx }, tier] = await Promise.all([
      this.context(userId),
      this.tiers.tierOf(userId),
    ]);
    if (!ctx) {
      return emptyDashboard(reason, tier);
    }
    const rights = entitlementsOf(tier);
    const best = rights.visibleMatches;
    const [counts, factorCounts, top] = await Promise.all([
      this.matches.counts(userId, { ...levelMinScores, low: ctx.thresholds.low }, best),
      rights.compatibilityDetails
        ? this.matches.factorCounts(userId, ctx.thresholds.low)
        : Promise.resolve([]),
      this.matches.page(
        userId,
        ctx.thresholds.low,
        query.sort,
        Math.min(TOP_MATCHES, best ?? TOP_MATCHES),
        0,
        best,
      ),
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
    const topMatches = top.rows.map((row) => toTopMatch(row, ctx));
    return {
      totalMatches: counts.total,
      matchCategories: {
        highCompatibility: counts.high,
        mediumCompatibility: counts.medium,
        basicCompatibility: counts.basic,
      },
      commonMatchingAreas: common,
      topMatches: rights.compatibilityDetails
        ? topMatches
        : topMatches.map((match) => ({ ...match, keyMatchingAreas: [] })),
      notMatchableReason: null,
      access: accessOf(tier, top.hidden),
    };
  }

  async list({ userId }: Actor, query: MatchListQuery): Promise<MatchPage> {
    const [{ ctx }, tier] = await Promise.all([this.context(userId), this.tiers.tierOf(userId)]);
    const empty = {
      items: [],
      total: 0,
      page: query.page,
      pageSize: query.pageSize,
      access: accessOf(tier, 0),
    };
    if (!ctx) {
      return empty;
    }
    const rights = entitlementsOf(tier);
    const { rows, total, hidden } = await this.matches.page(
      userId,
      Math.max(ctx.thresholds.low, query.minCompatibility),
      query.sort,
      query.pageSize,
      (query.page - 1) * query.pageSize,
      rights.visibleMatches,
    );
    const cards = rows.map((row) => toMatchCard(row, ctx));
    return {
      items: rights.compatibilityDetails ? cards : cards.map(withoutDetails),
      total,
      page: query.page,
      pageSize: query.pageSize,
      access: accessOf(tier, hidden),
    };
  }

  async profile(caller: Actor, otherId: string): Promise<MatchProfileView> {
    const notFound = new DomainError(ErrorCode.NotFound, 'Match not found');
    if (caller.role === 'admin') {
      return this.profileForAdmin(otherId, notFound);
    }
    if (otherId === caller.userId) {
      throw notFound;
    }
    const [{ ctx }, tier] = await Promise.all([
      this.context(caller.userId),
      this.tiers.tierOf(caller.userId),
    ]);
    if (!ctx) {
      throw notFound;
    }
    const rights = entitlementsOf(tier);
    const row = await this.matches.one(caller.userId, otherId, ctx.thresholds.low);
    if (!row) {
      throw notFound;
    }
    if (
      rights.visibleMatches !== null &&
      !(await this.matches.one(
        caller.userId,
        otherId,
        ctx.thresholds.low,
        rights.visibleMatches,
      )) &&
      !(await this.requests.hasRequested(otherId, caller.userId))
    ) {
      throw new DomainError(ErrorCode.Forbidden, UpgradeMessage.SeeAllMatches);
    }
    const view = toProfileView(row, ctx);
    return rights.compatibilityDetails ? view : withoutDetails(view);
  }

  /**
   * An admin sees the member's match view without a pair of their own: no score and no shared
   * factors (there is no match to describe).
   */
  private async profileForAdmin(otherId: string, notFound: DomainError): Promise<MatchProfileView> {
    const other = await this.candidates.find(otherId);
    const asCandidate = other ? toEngineCandidate(other) : null;
    if (!other || !asCandidate) {
      throw notFound;
    }
    const settings = await this.settings.scoring();
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
