import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  MatchingRoutes,
  MatchingRpc,
  type AdminMatchRequest,
  type AdminMatchRequestPage,
  type AlgorithmSettingsReply,
  type MatchAnalysis,
  type RecomputeStatus,
  type RouteInput,
  type ThresholdsReply,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = MatchingRoutes;

/** The admin matching tabs: match requests, analysis, algorithm weights and thresholds. */
@Controller()
export class AdminMatchingController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminListRequests)
  listRequests(
    @In() { actor, query }: RouteInput<typeof R.adminListRequests>,
  ): Promise<AdminMatchRequestPage> {
    return this.rpc.call(MatchingRpc.adminListRequests, query, actor);
  }

  @Route(R.adminGetRequest)
  getRequest(
    @In() { actor, params }: RouteInput<typeof R.adminGetRequest>,
  ): Promise<AdminMatchRequest> {
    return this.rpc.call(MatchingRpc.adminGetRequest, params, actor);
  }

  @Route(R.adminUpdateRequest)
  updateRequest(
    @In() { actor, params, body }: RouteInput<typeof R.adminUpdateRequest>,
  ): Promise<AdminMatchRequest> {
    return this.rpc.call(MatchingRpc.adminUpdateRequest, { ...body, id: params.id }, actor);
  }

  @Route(R.analysis)
  analysis(@In() { actor }: RouteInput<typeof R.analysis>): Promise<MatchAnalysis> {
    return this.rpc.call(MatchingRpc.analysis, {}, actor);
  }

  @Route(R.getWeights)
  weights(@In() { actor }: RouteInput<typeof R.getWeights>): Promise<AlgorithmSettingsReply> {
    return this.rpc.call(MatchingRpc.getWeights, {}, actor);
  }

  @Route(R.updateWeights)
  updateWeights(
    @In() { actor, body }: RouteInput<typeof R.updateWeights>,
  ): Promise<AlgorithmSettingsReply> {
    return this.rpc.call(MatchingRpc.updateWeights, body, actor);
  }

  @Route(R.getThresholds)
  thresholds(@In() { actor }: RouteInput<typeof R.getThresholds>): Promise<ThresholdsReply> {
    return this.rpc.call(MatchingRpc.getThresholds, {}, actor);
  }

  @Route(R.updateThresholds)
  updateThresholds(
    @In() { actor, body }: RouteInput<typeof R.updateThresholds>,
  ): Promise<ThresholdsReply> {
    return this.rpc.call(MatchingRpc.updateThresholds, body, actor);
  }

  @Route(R.recomputeStatus)
  recompute(
    @In() { actor }: RouteInput<typeof R.recomputeStatus>,
  ): Promise<RecomputeStatus | null> {
    return this.rpc.call(MatchingRpc.recomputeStatus, {}, actor);
  }
}
