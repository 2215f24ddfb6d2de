import { EVENTS_EXCHANGE } from './events';

/** Names of every queue and exchange, under an optional prefix that isolates test suites. */
export const busNames = (prefix: string) => ({
  rpcQueue: (service: string) => `${prefix}mithaq.rpc.${service}`,
  eventsExchange: `${prefix}${EVENTS_EXCHANGE}`,
  deadLetterExchange: `${prefix}${EVENTS_EXCHANGE}.dead`,
  eventsQueue: (service: string) => `${prefix}mithaq.events.${service}`,
  retryQueue: (service: string) => `${prefix}mithaq.events.${service}.retry`,
  deadQueue: (service: string) => `${prefix}mithaq.events.${service}.dead`,
  /** The gateways' one shared queue of live events (pushed to members' open tabs). */
  liveQueue: `${prefix}mithaq.live.gateway`,
});
export type BusNames = ReturnType<typeof busNames>;
