import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { currentRequestId } from '@mithaq/logging';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { requestContext } from './request-log';

type Line = Record<string, unknown>;

/** An app behind the request context whose log lines land in `lines`. */
const appLogging = (level: string) => {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = express();
  app.use(requestContext(pino({ level }, sink)));
  app.get('/seen', (_req, res) => res.json({ requestId: currentRequestId() }));
  app.get('/health', (_req, res) => res.json({ ok: true }));
  app.get('/broken', (_req, res) => res.status(503).json({ ok: false }));
  app.get('/slow', (_req, res) => setTimeout(() => res.end('late'), 200));
  return { app, lines };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('requestContext', () => {
  it('keeps a sane X-Request-Id, echoes it, and runs the request with it', async () => {
    const { app } = appLogging('info');
    const response = await supertest(app).get('/seen').set('X-Request-Id', 'trace-0001');
    expect(response.headers['x-request-id']).toBe('trace-0001');
    expect(response.body).toEqual({ requestId: 'trace-0001' });
  });

  it('replaces an id that is not sane with a new one', async () => {
    const { app } = appLogging('info');
    const response = await supertest(app).get('/seen').set('X-Request-Id', 'not a sane id!');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).toEqual({ requestId: id });
  });

  it('writes one line per answered request, with its id, method, path, status and time', async () => {
    const { app, lines } = appLogging('info');
    await supertest(app).get('/seen?x=1').set('X-Request-Id', 'trace-0002');
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      requestId: 'trace-0002',
      req: { method: 'GET', url: '/seen?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.['responseTime']).toBe('number');
  });

  it('logs a 5xx as an error, even when info lines are off', async () => {
    const { app, lines } = appLogging('warn');
    await supertest(app).get('/seen');
    await supertest(app).get('/broken');
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, res: { statusCode: 503 }, msg: 'request completed' }),
    ]);
  });

  it('leaves the monitoring probes out of the log', async () => {
    const { app, lines } = appLogging('info');
    await supertest(app).get('/health');
    await settle();
    expect(lines).toEqual([]);
  });

  it('says when the caller went away before the answer', async () => {
    const { app, lines } = appLogging('info');
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const call = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    call.on('error', () => undefined);
    call.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    call.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request aborted',
        req: { method: 'GET', url: '/slow' },
      }),
    ]);
  });
});
