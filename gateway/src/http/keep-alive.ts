import type { Server } from 'node:http';

/**
 * Keeps idle connections open for `seconds`. Node waits for a request's headers only while that
 * timer runs, so the header wait is kept one second beyond it (as Node's docs advise), otherwise a
 * request arriving at the end of the idle time would be cut off mid-headers.
 */
export const keepConnectionsAlive = (server: Server, seconds: number): void => {
  server.keepAliveTimeout = seconds * 1000;
  server.headersTimeout = Math.max(server.headersTimeout, (seconds + 1) * 1000);
};
