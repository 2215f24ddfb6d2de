import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  MatchingRpc,
  type AdminMatchRequest,
  type AdminMatchRequestPage,
  type MatchRequestView,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { actorOf } from '../common/admin';
import { assertRequestAdmin, MatchRequestsService } from './match-requests.service';

@Controller()
export class MatchRequestsRpc {
  constructor(private readonly requests: MatchRequestsService) {}

  @RpcHandler(MatchingRpc.createRequest)
  create(@Payload() envelope: unknown): Promise<MatchRequestView> {
    const { actor, data } = unwrap(MatchingRpc.createRequest, envelope);
    return this.requests.create(actor, data);
  }

  @RpcHandler(MatchingRpc.sentRequests)
  sent(@Payload() envelope: unknown): Promise<MatchRequestView[]> {
    const { actor } = unwrap(MatchingRpc.sentRequests, envelope);
    return this.requests.sent(actor);
  }

  @RpcHandler(MatchingRpc.receivedRequests)
  received(@Payload() envelope: unknown): Promise<MatchRequestView[]> {
    const { actor } = unwrap(MatchingRpc.receivedRequests, envelope);
    return this.requests.received(actor);
  }

  @RpcHandler(MatchingRpc.respondRequest)
  respond(@Payload() envelope: unknown): Promise<MatchRequestView> {
    const { actor, data } = unwrap(MatchingRpc.respondRequest, envelope);
    return this.requests.respond(actor, data.id, { status: data.status });
  }

  @RpcHandler(MatchingRpc.adminListRequests)
  adminList(@Payload() envelope: unknown): Promise<AdminMatchRequestPage> {
    assertRequestAdmin(actorOf(envelope));
    const { actor, data } = unwrap(MatchingRpc.adminListRequests, envelope);
    return this.requests.adminList(actor, data);
  }

  @RpcHandler(MatchingRpc.adminGetRequest)
  adminGet(@Payload() envelope: unknown): Promise<AdminMatchRequest> {
    assertRequestAdmin(actorOf(envelope));
    const { actor, data } = unwrap(MatchingRpc.adminGetRequest, envelope);
    return this.requests.adminGet(actor, data.id);
  }

  @RpcHandler(MatchingRpc.adminUpdateRequest)
  adminUpdate(@Payload() envelope: unknown): Promise<AdminMatchRequest> {
    assertRequestAdmin(actorOf(envelope));
    const { actor, data } = unwrap(MatchingRpc.adminUpdateRequest, envelope);
    return this.requests.adminUpdate(actor, data.id, {
      status: data.status,
      adminNotes: data.adminNotes,
    });
  }
}
