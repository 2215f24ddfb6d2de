import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MatchingRpc,
  type AdminMatchRequest,
  type AdminMatchRequestPage,
  type MatchRequestView,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { MatchRequestsService } from './match-requests.service';

type Own<D> = RpcInput<RpcRequest<D>, typeof Access.Self>;
type Member<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;
type Admin<D> = RpcInput<RpcRequest<D>, typeof Access.Admin>;

@Controller()
export class MatchRequestsRpc {
  constructor(private readonly requests: MatchRequestsService) {}

  @RpcHandler(MatchingRpc.createRequest, { access: Access.Self, owner: 'requesterId' })
  create({ data }: Own<typeof MatchingRpc.createRequest>): Promise<MatchRequestView> {
    return this.requests.create(data);
  }

  @RpcHandler(MatchingRpc.sentRequests, { access: Access.SignedIn })
  sent({ actor }: Member<typeof MatchingRpc.sentRequests>): Promise<MatchRequestView[]> {
    return this.requests.sent(actor);
  }

  @RpcHandler(MatchingRpc.receivedRequests, { access: Access.SignedIn })
  received({ actor }: Member<typeof MatchingRpc.receivedRequests>): Promise<MatchRequestView[]> {
    return this.requests.received(actor);
  }

  @RpcHandler(MatchingRpc.respondRequest, { access: Access.SignedIn })
  respond({ actor, data }: Member<typeof MatchingRpc.respondRequest>): Promise<MatchRequestView> {
    return this.requests.respond(actor, data.id, { status: data.status });
  }

  @RpcHandler(MatchingRpc.adminListRequests, { access: Access.Admin })
  adminList({ data }: Admin<typeof MatchingRpc.adminListRequests>): Promise<AdminMatchRequestPage> {
    return this.requests.adminList(data);
  }

  @RpcHandler(MatchingRpc.adminGetRequest, { access: Access.Admin })
  adminGet({ data }: Admin<typeof MatchingRpc.adminGetRequest>): Promise<AdminMatchRequest> {
    return this.requests.adminGet(data.id);
  }

  @RpcHandler(MatchingRpc.adminUpdateRequest, { access: Access.Admin })
  adminUpdate({ data }: Admin<typeof MatchingRpc.adminUpdateRequest>): Promise<AdminMatchRequest> {
    return this.requests.adminUpdate(data.id, {
      status: data.status,
      adminNotes: data.adminNotes,
    });
  }
}
