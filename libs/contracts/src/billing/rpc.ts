import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';

const rpc = (pattern: string) => `${ServiceName.Billing}.${pattern}`;

export const BillingRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Billing, rpc('ping'), z.object({})),
} as const;
