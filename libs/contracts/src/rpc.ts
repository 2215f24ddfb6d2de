import type { z } from 'zod';

export const ServiceName = {
  Identity: 'identity',
  Profile: 'profile',
  Content: 'content',
  Billing: 'billing',
  Matching: 'matching',
  Messaging: 'messaging',
  Course: 'course',
} as const;
export type ServiceName = (typeof ServiceName)[keyof typeof ServiceName];

export const Role = { Seeker: 'seeker', Wali: 'wali', Admin: 'admin' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roles = [Role.Seeker, Role.Wali, Role.Admin] as const;

/** Who is calling: the gateway passes it with every RPC so services can check ownership. */
export interface Actor {
  userId: string;
  role: Role;
}

/** What every RPC message carries. */
export interface RpcEnvelope<Req> {
  actor: Actor | null;
  data: Req;
}

/** One RPC: its pattern, owning service, request schema and (phantom) reply type. */
export interface RpcDef<Req, Res> {
  readonly service: ServiceName;
  readonly pattern: string;
  readonly request: z.ZodType<Req, unknown>;
  readonly __reply?: Res;
}

export const defineRpc = <Res>() => {
  return <S extends z.ZodType>(service: ServiceName, pattern: string, request: S) =>
    ({ service, pattern, request }) as RpcDef<z.output<S>, Res>;
};

export type RpcRequest<D> = D extends { request: z.ZodType<infer Req, unknown> } ? Req : never;
export type RpcReply<D> = D extends { __reply?: infer Res } ? Exclude<Res, undefined> : never;

/** Health ping every service answers. */
export interface PingReply {
  service: ServiceName;
  database: 'up' | 'down';
}
