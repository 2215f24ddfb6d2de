import { createServer } from 'node:http';
import { keepConnectionsAlive } from './keep-alive';

describe('keepConnectionsAlive', () => {
  it('keeps idle connections for the given seconds and waits for headers one second longer', () => {
    const server = createServer();
    keepConnectionsAlive(server, 65);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
  });

  it('never shortens a longer header wait', () => {
    const server = createServer();
    server.headersTimeout = 120_000;
    keepConnectionsAlive(server, 10);
    expect(server.keepAliveTimeout).toBe(10_000);
    expect(server.headersTimeout).toBe(120_000);
  });
});
