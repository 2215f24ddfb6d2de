import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, BillingRpc, type ChargeSession, type OrderStatus } from '@mithaq/contracts';
import { ChargesService } from './charges.service';
import { IncludedMeetingsService, type IncludedMeetingClaim } from './included-meetings.service';

@Controller()
export class ChargesRpc {
  constructor(
    private readonly charges: ChargesService,
    private readonly includedMeetings: IncludedMeetingsService,
  ) {}

  /** Called by a service for the signed-in member it acts for; that service priced the charge. */
  @RpcHandler(BillingRpc.createCharge, { access: Access.SignedIn })
  create({
    actor,
    data,
  }: RpcInputOf<typeof BillingRpc.createCharge, typeof Access.SignedIn>): Promise<ChargeSession> {
    return this.charges.create(actor.userId, data);
  }

  /**
   * Called by a service, with the member it acts for or on its own (an expired hold has no
   * member at hand); a member may cancel only their own charge. No gateway route reaches it.
   */
  @RpcHandler(BillingRpc.cancelCharge, { access: Access.Visitor })
  cancel({ actor, data }: RpcInputOf<typeof BillingRpc.cancelCharge>): Promise<{
    orderId: string;
    status: OrderStatus;
  }> {
    return this.charges.cancel(actor, data.orderId);
  }

  /** Called by the profile service for the member paying a meeting; no gateway route reaches it. */
  @RpcHandler(BillingRpc.claimIncludedMeeting, { access: Access.SignedIn })
  claimIncludedMeeting({
    actor,
    data,
  }: RpcInputOf<
    typeof BillingRpc.claimIncludedMeeting,
    typeof Access.SignedIn
  >): Promise<IncludedMeetingClaim> {
    return this.includedMeetings.claim(actor.userId, data.reference);
  }
}
