export * from './events/consumer';
export * from './events/entities';
export * from './events/event-bus';
export * from './events/outbox';
export * from './events/relay';
export * from './events/topology';
export * from './rpc/rpc-client';
export * from './rpc/rpc-server';
