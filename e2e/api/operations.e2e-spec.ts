import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PLATFORM_START_TIMEOUT, PLATFORM_STOP_TIMEOUT, waitFor } from '@mithaq/testing';
import { ApiClient, newMember } from '@mithaq/testing';
import { Platform, ROOT } from '@mithaq/testing';

// One platform for the whole file: debug logs for the request id test.
const platform = new Platform({ env: { LOG_LEVEL: 'debug' } });

beforeAll(() => platform.start(), PLATFORM_START_TIMEOUT);
afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

/** Sends one keep-alive GET on an open socket and resolves with the head of the answer. */
const answerOn = (socket: Socket, path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer): void => {
      received += chunk.toString('latin1');
      const head = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received);
      if (head >= 0 && length && received.length >= head + 4 + Number(length[1])) {
        socket.off('data', onData).off('close', onClose);
        resolve(received.slice(0, head));
      }
    };
    const onClose = (): void => reject(new Error(`the gateway closed the connection (${path})`));
    if (socket.readableEnded || socket.destroyed) {
      onClose();
      return;
    }
    socket.on('data', onData).once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });

describe('operations endpoints of the gateway', () => {
  it('reports Postgres, Redis, RabbitMQ and every service healthy', async () => {
    const { status, body } = await platform.health();
    expect(status).toBe(200);
    expect(body['details']).toMatchObject({
      postgres: { status: 'up' },
      redis: { status: 'up' },
      rabbitmq: { status: 'up' },
      identity: { status: 'up', database: 'up' },
      profile: { status: 'up', database: 'up' },
    });
  });

  it('exposes a request latency histogram by route', async () => {
    await fetch(`${platform.baseUrl}/api/user`);
    const text = await (await fetch(`${platform.baseUrl}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/user"/);
  });

  it('serves the OpenAPI document', async () => {
    const response = await fetch(`${platform.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/user',
        '/api/users/{id}',
        '/api/csrf-token',
      ]),
    );
  });

  it('answers unknown API paths with a JSON 404 and echoes the request id', async () => {
    const response = await fetch(`${platform.baseUrl}/api/no-such-thing`, {
      headers: { 'x-request-id': 'test-request-0001' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('test-request-0001');
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('serves the SPA for client-side routes', async () => {
    const response = await fetch(`${platform.baseUrl}/some/client/route`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<div id="root">/);
  });

  it('keeps a signed-out visitor out of protected routes', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    expect((await visitor.json('GET', '/api/user')).status).toBe(401);
  });

  it("keeps an idle connection open past Node's 5 s default, and answers the next request on it", async () => {
    const { hostname, port } = new URL(platform.baseUrl);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    try {
      const first = await answerOn(socket, '/api/csrf-token');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/^keep-alive: timeout=65$/im);
      await delay(6_000);
      expect(await answerOn(socket, '/api/csrf-token')).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);
});

describe('request id propagation', () => {
  const logLines = (app: string): Record<string, unknown>[] =>
    readFileSync(join(ROOT, 'test-results', 'logs', `${platform.tag}-${app}.log`), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('carries the request id from the gateway through RPC to identity and through the event to profile', async () => {
    const requestId = `trace-${Date.now()}`;
    const visitor = new ApiClient(platform.baseUrl);
    const response = await visitor.request('POST', '/api/register', {
      json: newMember(),
      headers: { 'x-request-id': requestId },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    // Each app writes its log asynchronously: wait for every one of them rather than reading once.
    for (const app of ['gateway', 'identity', 'profile']) {
      await waitFor(() => logLines(app).some((line) => line['requestId'] === requestId), {
        what: `a ${app} log line with the request id`,
      });
    }
  });
});
