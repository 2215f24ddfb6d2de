import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  MatchingRoutes,
  MatchingRpc,
  type MatchRequestView,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = MatchingRoutes;

/** Requests between matched members: sending, the two lists, and the target's answer. */
@Controller()
export class MatchRequestsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.createRequest)
  create(@In() { actor, body }: RouteInput<typeof R.createRequest>): Promise<MatchRequestView> {
    return this.rpc.call(MatchingRpc.createRequest, body, actor);
  }

  @Route(R.sentRequests)
  sent(@In() { actor }: RouteInput<typeof R.sentRequests>): Promise<MatchRequestView[]> {
    return this.rpc.call(MatchingRpc.sentRequests, {}, actor);
  }

  @Route(R.receivedRequests)
  received(@In() { actor }: RouteInput<typeof R.receivedRequests>): Promise<MatchRequestView[]> {
    return this.rpc.call(MatchingRpc.receivedRequests, {}, actor);
  }

  @Route(R.respondRequest)
  respond(
    @In() { actor, params, body }: RouteInput<typeof R.respondRequest>,
  ): Promise<MatchRequestView> {
    return this.rpc.call(MatchingRpc.respondRequest, { id: params.id, status: body.status }, actor);
  }
}
