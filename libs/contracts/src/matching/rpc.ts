import { z } from 'zod';
import { userIdSchema } from '../identity/schemas';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import {
  adminMatchRequestListQuerySchema,
  adminUpdateMatchRequestSchema,
  createMatchRequestSchema,
  matchDashboardQuerySchema,
  matchListQuerySchema,
  respondMatchRequestSchema,
  updateThresholdsSchema,
  updateWeightsSchema,
} from './schemas';
import type {
  AdminMatchRequest,
  AdminMatchRequestPage,
  AlgorithmSettingsReply,
  MatchAnalysis,
  MatchDashboard,
  MatchPage,
  MatchProfileView,
  MatchRequestView,
  RecomputeStatus,
  ThresholdsReply,
} from './types';

export * from './display';
export * from './schemas';
export * from './types';

const rpc = (pattern: string) => `${ServiceName.Matching}.${pattern}`;
const idSchema = z.uuid('The id must be a UUID');

/**
 * The matching service's RPCs. Member calls work on the actor's own matches and requests; admin
 * calls are refused to anyone else by the handler's access rule.
 */
export const MatchingRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Matching, rpc('ping'), z.object({})),
  dashboard: defineRpc<MatchDashboard>()(
    ServiceName.Matching,
    rpc('match.dashboard'),
    matchDashboardQuerySchema,
  ),
  listMatches: defineRpc<MatchPage>()(
    ServiceName.Matching,
    rpc('match.list'),
    matchListQuerySchema,
  ),
  /** A matched member's profile; NOT_FOUND unless the caller is matched with them (or admin). */
  matchProfile: defineRpc<MatchProfileView>()(
    ServiceName.Matching,
    rpc('match.profile'),
    z.object({ userId: userIdSchema }).strict(),
  ),
  createRequest: defineRpc<MatchRequestView>()(
    ServiceName.Matching,
    rpc('request.create'),
    createMatchRequestSchema,
  ),
  sentRequests: defineRpc<MatchRequestView[]>()(
    ServiceName.Matching,
    rpc('request.sent'),
    z.object({}).strict(),
  ),
  receivedRequests: defineRpc<MatchRequestView[]>()(
    ServiceName.Matching,
    rpc('request.received'),
    z.object({}).strict(),
  ),
  /** The target accepts or declines a pending request. */
  respondRequest: defineRpc<MatchRequestView>()(
    ServiceName.Matching,
    rpc('request.respond'),
    respondMatchRequestSchema.extend({ id: idSchema }),
  ),
  adminListRequests: defineRpc<AdminMatchRequestPage>()(
    ServiceName.Matching,
    rpc('admin.request.list'),
    adminMatchRequestListQuerySchema,
  ),
  adminGetRequest: defineRpc<AdminMatchRequest>()(
    ServiceName.Matching,
    rpc('admin.request.get'),
    z.object({ id: idSchema }).strict(),
  ),
  adminUpdateRequest: defineRpc<AdminMatchRequest>()(
    ServiceName.Matching,
    rpc('admin.request.update'),
    adminUpdateMatchRequestSchema.extend({ id: idSchema }),
  ),
  analysis: defineRpc<MatchAnalysis>()(ServiceName.Matching, rpc('admin.analysis'), z.object({})),
  getWeights: defineRpc<AlgorithmSettingsReply>()(
    ServiceName.Matching,
    rpc('admin.weights.get'),
    z.object({}),
  ),
  /** Persists the weights and starts a full recompute. */
  updateWeights: defineRpc<AlgorithmSettingsReply>()(
    ServiceName.Matching,
    rpc('admin.weights.update'),
    updateWeightsSchema,
  ),
  getThresholds: defineRpc<ThresholdsReply>()(
    ServiceName.Matching,
    rpc('admin.thresholds.get'),
    z.object({}),
  ),
  /** Persists the thresholds and starts a full recompute. */
  updateThresholds: defineRpc<ThresholdsReply>()(
    ServiceName.Matching,
    rpc('admin.thresholds.update'),
    updateThresholdsSchema,
  ),
  /** The newest full recompute, or null when none ever ran. */
  recomputeStatus: defineRpc<RecomputeStatus | null>()(
    ServiceName.Matching,
    rpc('admin.recompute.status'),
    z.object({}),
  ),
} as const;
