import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_SCREEN_RENDERER,
  HOME_DOCUMENTS,
  MEMBER_PAGE_DOCUMENTS,
  SHELL_MARKERS,
  type FirstScreenRequest,
} from '@mithaq/contracts';
import express from 'express';
import request from 'supertest';
import { firstScreenKey } from './first-screen';
import { spaMiddleware } from './spa';

const page = (name: string) =>
  `<!doctype html><html><head></head><body><div id="root">${SHELL_MARKERS.start}${name}${SHELL_MARKERS.end}</div></body></html>`;

describe("the gateway's member documents with the page drawn on the server", () => {
  let dir: string;
  let app: express.Express;
  const drawn: FirstScreenRequest[] = [];
  let answer: 'draw' | 'nothing' = 'draw';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-first-screen-'));
    writeFileSync(join(dir, 'index.html'), page('index'));
    writeFileSync(join(dir, HOME_DOCUMENTS.visitor), page('landing'));
    writeFileSync(join(dir, HOME_DOCUMENTS.member), page('dashboard shell'));
    writeFileSync(join(dir, MEMBER_PAGE_DOCUMENTS['/matches']), page('matches shell'));
    mkdirSync(join(dir, FIRST_SCREEN_RENDERER.dir));
    writeFileSync(
      join(dir, FIRST_SCREEN_RENDERER.dir, FIRST_SCREEN_RENDERER.file),
      '/* the renderer: never sent to anyone */',
    );
    app = express();
    // Stands in for the session middleware, as in static-assets.spec.
    app.use((req, _res, next) => {
      const userId = req.header('x-user');
      Object.assign(req, {
        session: userId ? { userId, role: req.header('x-role') ?? 'seeker' } : {},
      });
      next();
    });
    const renderer = () => (input: FirstScreenRequest) => {
      drawn.push(input);
      return Promise.resolve(
        answer === 'draw'
          ? { html: `<main>drawn ${input.path}</main>`, css: '.x{}', data: [] }
          : undefined,
      );
    };
    spaMiddleware(dir, { key: firstScreenKey('secret'), renderer }).forEach((handler) =>
      app.use(handler),
    );
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    drawn.length = 0;
    answer = 'draw';
  });

  it('sends a member at "/" the dashboard drawn in, never to be stored by any cache', async () => {
    const res = await request(app).get('/').set('X-User', 'u-1').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(res.text).toContain('<main>drawn /</main>');
    expect(res.text).not.toContain('dashboard shell');
    expect(res.text).toContain('<style data-first-screen>.x{}</style>');
  });

  it('draws the matches page too, compressed as the browser takes it', async () => {
    // supertest undoes the coding, as a browser does.
    const res = await request(app)
      .get('/matches')
      .set('X-User', 'u-1')
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('<main>drawn /matches</main>');
  });

  it('sends the document as built when the renderer draws nothing', async () => {
    answer = 'nothing';
    const res = await request(app).get('/').set('X-User', 'u-1');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('dashboard shell');
  });

  it('draws the page for the width the browser gave, and asks every browser for it', async () => {
    const res = await request(app)
      .get('/')
      .set('X-User', 'u-1')
      .set('Sec-CH-Viewport-Width', '390');
    expect(drawn[0]?.width).toBe(390);
    expect(res.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect((await request(app).get('/')).headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect((await request(app).get('/profile')).headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
  });

  it("never sends the renderer's build, which sits beside the app's files", async () => {
    const path = `/${FIRST_SCREEN_RENDERER.dir}/${FIRST_SCREEN_RENDERER.file}`;
    for (const user of [undefined, 'u-1']) {
      const req = request(app).get(path);
      const res = await (user ? req.set('X-User', user) : req);
      expect(res.text).not.toContain('the renderer');
    }
  });

  it('draws nothing for a visitor, an administrator or any other page', async () => {
    expect((await request(app).get('/')).text).toContain('landing');
    expect(
      (await request(app).get('/').set('X-User', 'a-1').set('X-Role', 'admin')).text,
    ).toContain('index');
    expect((await request(app).get('/profile').set('X-User', 'u-1')).text).toContain('index');
    expect(drawn).toHaveLength(0);
  });
});
