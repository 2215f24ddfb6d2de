import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MessagingRpc,
  type BlockedMember,
  type ReportReply,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { SafetyService } from './safety.service';

type Member<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;

/** Members act as themselves: the ids in a request are the other member, never the actor. */
@Controller()
export class SafetyRpc {
  constructor(private readonly safety: SafetyService) {}

  @RpcHandler(MessagingRpc.reportMessage, { access: Access.SignedIn })
  reportMessage({ actor, data }: Member<typeof MessagingRpc.reportMessage>): Promise<ReportReply> {
    const { id, ...report } = data;
    return this.safety.reportMessage(actor, id, report);
  }

  @RpcHandler(MessagingRpc.reportMember, { access: Access.SignedIn })
  reportMember({ actor, data }: Member<typeof MessagingRpc.reportMember>): Promise<ReportReply> {
    return this.safety.reportMember(actor, data);
  }

  @RpcHandler(MessagingRpc.listBlocks, { access: Access.SignedIn })
  listBlocks({ actor }: Member<typeof MessagingRpc.listBlocks>): Promise<BlockedMember[]> {
    return this.safety.listBlocks(actor);
  }

  @RpcHandler(MessagingRpc.block, { access: Access.SignedIn })
  block({ actor, data }: Member<typeof MessagingRpc.block>): Promise<BlockedMember> {
    return this.safety.block(actor, data.userId);
  }

  @RpcHandler(MessagingRpc.unblock, { access: Access.SignedIn })
  unblock({
    actor,
    data,
  }: Member<typeof MessagingRpc.unblock>): Promise<{ userId: string; unblocked: true }> {
    return this.safety.unblock(actor, data.userId);
  }
}
