import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  DocumentRpc,
  type DocumentMatch,
  type MeetingCheckout,
  type MeetingRequest,
} from '@mithaq/contracts';
import { MatchPageService } from '../documents/match-page.service';
import { MeetingsService } from './meetings.service';

@Controller()
export class MeetingsRpc {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly matchPage: MatchPageService,
  ) {}

  /** Either member of the match (the service checks it); the payment's webhook completes it. */
  @RpcHandler(DocumentRpc.payMeeting, { access: Access.SignedIn })
  pay({
    actor,
    data,
  }: RpcInputOf<typeof DocumentRpc.payMeeting, typeof Access.SignedIn>): Promise<MeetingCheckout> {
    return this.meetings.pay(actor, data.matchId);
  }

  @RpcHandler(DocumentRpc.proposeMeeting, { access: Access.SignedIn })
  async propose({
    actor,
    data,
  }: RpcInputOf<
    typeof DocumentRpc.proposeMeeting,
    typeof Access.SignedIn
  >): Promise<DocumentMatch> {
    const { matchId, ...proposal } = data;
    await this.meetings.propose(actor, matchId, proposal);
    return this.matchPage.matchFor(actor, matchId);
  }

  @RpcHandler(DocumentRpc.adminMeetings, { access: Access.Admin })
  list(): Promise<MeetingRequest[]> {
    return this.meetings.adminList();
  }

  @RpcHandler(DocumentRpc.adminArrangeMeeting, { access: Access.Admin })
  arrange({
    data,
  }: RpcInputOf<
    typeof DocumentRpc.adminArrangeMeeting,
    typeof Access.Admin
  >): Promise<MeetingRequest> {
    const { meetingId, ...arrangement } = data;
    return this.meetings.arrange(meetingId, arrangement);
  }
}
