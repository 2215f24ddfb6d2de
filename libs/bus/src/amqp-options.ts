/** The connection settings every RabbitMQ client in the platform uses. */
export interface AmqpSocketOptions {
  heartbeatIntervalInSeconds: number;
  reconnectTimeInSeconds: number;
  connectionOptions: { noDelay: boolean };
}

/**
 * How every connection to RabbitMQ is made (RPC servers, RPC clients and the event bus): a
 * heartbeat so a dead broker is noticed within seconds, a quick reconnect, and `noDelay` so
 * small RPC frames do not wait for Nagle's algorithm (tens of milliseconds per call). A new
 * object each time, so no library can change another connection's settings.
 */
export const amqpSocketOptions = (): AmqpSocketOptions => ({
  heartbeatIntervalInSeconds: 10,
  reconnectTimeInSeconds: 1,
  connectionOptions: { noDelay: true },
});
