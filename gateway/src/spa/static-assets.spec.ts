import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { HOME_DOCUMENTS, MEMBER_PAGE_DOCUMENTS } from '@mithaq/contracts';
import { spaMiddleware } from './spa';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body stays as the bytes sent: supertest would decompress it. */
const fetchRaw = (server: Server, path: string, acceptEncoding: string): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    get(
      { host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    ).on('error', reject);
  });

describe('serving the built SPA', () => {
  const script = 'console.log("hello");'.repeat(100);
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  let dir: string;
  let app: express.Express;
  let server: Server;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'assets', 'logo-3c4d.png'), Buffer.from([137, 80, 78, 71]));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    app = express();
    spaMiddleware(dir).forEach((handler) => app.use(handler));
    app.get('/api/thing', (_req, res) => {
      res.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) });
    });
    app.get('/api/small', (_req, res) => {
      res.json({ ok: true });
    });
    app.use((_req, res) => {
      res.status(404).json({ statusCode: 404, message: 'Not found', code: 'NOT_FOUND' });
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed script, cached for a year', async () => {
    const res = await fetchRaw(server, '/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await fetchRaw(server, '/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await request(app).get('/assets/app-1a2b.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.text).toBe(script);
  });

  it('sends images as they are, still cached for a year', async () => {
    const res = await request(app).get('/assets/logo-3c4d.png').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    for (const path of ['/', '/matches', '/index.html']) {
      const res = await fetchRaw(server, path, 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(gunzipSync(res.body).toString()).toBe(html);
    }
  });

  it('keeps unhashed files revalidated', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await request(app).get('/assets/app-0000.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('never serves a file outside the folder', async () => {
    const res = await request(app).get('/assets/..%2f..%2fetc%2fpasswd');
    expect(res.text).not.toContain('root:');
  });

  it('compresses API JSON above 1 KB for clients that take it', async () => {
    const res = await fetchRaw(server, '/api/thing', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    const body = brotliDecompressSync(res.body);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect((JSON.parse(body.toString()) as { items: unknown[] }).items).toHaveLength(200);

    const gz = await request(app).get('/api/thing').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as { items: unknown[] }).items).toHaveLength(200);
  });

  it('leaves small replies and clients without a coding alone', async () => {
    const small = await request(app).get('/api/small').set('Accept-Encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual({ ok: true });

    const plain = await request(app).get('/api/thing').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as { items: unknown[] }).items).toHaveLength(200);
  });
});

describe('the home documents of the built SPA', () => {
  const page = (name: string) => `<!doctype html><html><body>${name}</body></html>`;
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-home-'));
    writeFileSync(join(dir, 'index.html'), page('index'));
    writeFileSync(join(dir, HOME_DOCUMENTS.visitor), page('landing'));
    writeFileSync(join(dir, `${HOME_DOCUMENTS.visitor}.gz`), gzipSync(page('landing')));
    writeFileSync(join(dir, HOME_DOCUMENTS.member), page('dashboard'));
    writeFileSync(join(dir, MEMBER_PAGE_DOCUMENTS['/matches']), page('matches'));
    app = express();
    // Stands in for the session middleware: a request with X-User is signed in as that user,
    // with the role in X-Role (a seeker when there is none).
    app.use((req, _res, next) => {
      const userId = req.header('x-user');
      const role = req.header('x-role') ?? 'seeker';
      Object.assign(req, { session: userId ? { userId, role } : {} });
      next();
    });
    spaMiddleware(dir).forEach((handler) => app.use(handler));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a visitor at "/" with the landing document, varying on the cookie', async () => {
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('landing');
  });

  it('answers a signed-in member at "/" with the dashboard document', async () => {
    const res = await request(app).get('/').set('X-User', 'u-1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('dashboard');
  });

  it("answers a signed-in member at the matches page with that page's document", async () => {
    const member = await request(app).get('/matches').set('X-User', 'u-1');
    expect(member.status).toBe(200);
    expect(member.text).toContain('matches');
    expect(member.headers['vary']).toMatch(/Cookie/);
    const visitor = await request(app).get('/matches');
    expect(visitor.text).toContain('index');
    expect(visitor.headers['vary']).toMatch(/Cookie/);
  });

  it("gives an administrator index.html at both: the member documents ask for a member's data", async () => {
    for (const path of ['/', '/matches']) {
      const res = await request(app).get(path).set('X-User', 'a-1').set('X-Role', 'admin');
      expect(res.status).toBe(200);
      expect(res.text).toContain('index');
      expect(res.headers['vary']).toMatch(/Cookie/);
    }
  });

  it('answers every other route with index.html, signed in or not', async () => {
    for (const path of ['/profile', '/matches/', '/Matches', '/constructor', '/__proto__']) {
      for (const user of ['', 'u-1']) {
        const res = await request(app).get(path).set('X-User', user);
        expect(res.text).toContain('index');
        expect(res.headers['vary']).not.toMatch(/Cookie/);
      }
    }
  });

  it('falls back to index.html at "/" for a build without the home documents', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'spa-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), page('index'));
      const plain = express();
      spaMiddleware(bare).forEach((handler) => plain.use(handler));
      const res = await request(plain).get('/');
      expect(res.text).toContain('index');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
