import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';

const rpc = (pattern: string) => `${ServiceName.Content}.${pattern}`;

export const ContentRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Content, rpc('ping'), z.object({})),
} as const;
