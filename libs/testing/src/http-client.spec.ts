import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './index';

/**
 * A server that drops the connection of its first request without answering, as the gateway does
 * when it closes an idle connection just as a request goes out on it, then answers normally.
 */
const serverDroppingFirstRequest = async (): Promise<{ server: Server; baseUrl: string }> => {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    if (requests === 1) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, requests }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
};

describe('ApiClient on a connection the server closed', () => {
  let server: Server;
  let baseUrl: string;

  beforeEach(async () => {
    ({ server, baseUrl } = await serverDroppingFirstRequest());
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a read once more', async () => {
    const reply = await new ApiClient(baseUrl).json<{ method: string; requests: number }>(
      'GET',
      '/api/thing',
    );
    expect(reply).toEqual({ status: 200, body: { method: 'GET', requests: 2 } });
  });

  it('never sends a change twice: the failure reaches the test', async () => {
    const client = new ApiClient(baseUrl);
    await expect(client.request('POST', '/api/thing', { json: {}, csrf: false })).rejects.toThrow(
      'fetch failed',
    );
  });
});
