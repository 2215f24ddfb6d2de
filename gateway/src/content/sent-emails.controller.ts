import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRoutes,
  ContentRpc,
  type ComposeReply,
  type DeletedEmailReply,
  type RouteInput,
  type SentEmail,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = ContentRoutes;

@Controller()
export class AdminSentEmailsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listSentEmails)
  list(@In() { actor }: RouteInput<typeof R.listSentEmails>): Promise<SentEmail[]> {
    return this.rpc.call(ContentRpc.listSentEmails, {}, actor);
  }

  @Route(R.composeEmail)
  compose(@In() { actor, body }: RouteInput<typeof R.composeEmail>): Promise<ComposeReply> {
    return this.rpc.call(ContentRpc.composeEmail, body, actor);
  }

  @Route(R.deleteSentEmail)
  delete(
    @In() { actor, params }: RouteInput<typeof R.deleteSentEmail>,
  ): Promise<DeletedEmailReply> {
    return this.rpc.call(ContentRpc.deleteSentEmail, params, actor);
  }
}
