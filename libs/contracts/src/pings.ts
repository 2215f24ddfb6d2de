import { BillingRpc } from './billing/rpc';
import { ContentRpc } from './content/rpc';
import { CourseRpc } from './course/rpc';
import { IdentityRpc } from './identity/rpc';
import { MatchingRpc } from './matching/rpc';
import { MessagingRpc } from './messaging/rpc';
import { ProfileRpc } from './profile/rpc';
import type { PingReply, RpcDef } from './rpc';

/** The ping of every service, for the gateway's /health. */
export const servicePings: RpcDef<Record<string, never>, PingReply>[] = [
  IdentityRpc.ping,
  ProfileRpc.ping,
  ContentRpc.ping,
  BillingRpc.ping,
  MatchingRpc.ping,
  MessagingRpc.ping,
  CourseRpc.ping,
];
