import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_SCREEN_RENDERER,
  HOME_DOCUMENTS,
  SHELL_MARKERS,
  type FirstScreen,
  type FirstScreenRequest,
} from '@mithaq/contracts';
import type { Request } from 'express';
import {
  FIRST_SCREEN_HEADERS,
  firstScreenKey,
  firstScreens,
  memberFetch,
  SCREEN_WIDTHS,
  screenWidthGuess,
  withFirstScreen,
} from './first-screen';

const KEY = firstScreenKey('a session secret for the tests');

/** A member's document as the build writes it: the loading shell between its markers. */
const memberDocument = [
  '<!doctype html><html lang="en" data-member-home><head><title>Mithaq</title>',
  '<link rel="preload" href="/api/matches?sort=compatibility" as="fetch" crossorigin="use-credentials">',
  '</head><body>',
  `<div id="root">${SHELL_MARKERS.start}<div class="boot-shell">loading</div>${SHELL_MARKERS.end}</div>`,
  '<script type="module" src="/assets/index.js"></script></body></html>',
].join('');

const requestLike = (headers: Record<string, string> = {}, ip = '203.0.113.7'): Request =>
  ({
    headers,
    ip,
    socket: { localAddress: '127.0.0.1', localPort: 3999, remoteAddress: ip },
  }) as unknown as Request;

describe('withFirstScreen', () => {
  it("puts the page in place of the loading shell and its styles at the head's end", () => {
    const drawn = withFirstScreen(memberDocument, {
      html: '<main>Your Dashboard</main>',
      css: '.a{color:red}',
      data: [],
    });
    expect(drawn).toContain('<div id="root"><main>Your Dashboard</main></div>');
    expect(drawn).not.toContain('boot-shell');
    expect(drawn).toContain('<style data-first-screen>.a{color:red}</style>\n  </head>');
    expect(drawn).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('carries the answers the page was drawn from, and no longer asks for them itself', () => {
    const drawn = withFirstScreen(memberDocument, {
      html: '<main>x</main>',
      css: '',
      data: [{ endpointName: 'getCurrentUser', value: { fullName: '</script><b>Amina</b>' } }],
    });
    expect(drawn).not.toContain('rel="preload"');
    const block = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
      drawn ?? '',
    );
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual([
      { endpointName: 'getCurrentUser', value: { fullName: '</script><b>Amina</b>' } },
    ]);
  });

  it('keeps the styles from ending their own element', () => {
    const drawn = withFirstScreen(memberDocument, {
      html: '<p>x</p>',
      css: '.a{content:"</style><script>alert(1)</script>"}',
      data: [],
    });
    expect(drawn).not.toContain('</style><script>');
    expect(drawn).toContain('<\\/style><script>alert(1)<\\/script>');
  });

  it('gives up on a document without the places for the page', () => {
    expect(
      withFirstScreen('<html><head></head><body></body></html>', { html: 'x', css: '', data: [] }),
    ).toBeUndefined();
  });
});

describe('screenWidthGuess', () => {
  it('draws for a phone when the browser says it is one, by hint or by its name', () => {
    expect(screenWidthGuess(requestLike({ 'sec-ch-ua-mobile': '?1' }))).toBe(SCREEN_WIDTHS.phone);
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/130 Mobile Safari/537.36';
    expect(screenWidthGuess(requestLike({ 'user-agent': android }))).toBe(SCREEN_WIDTHS.phone);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
    expect(screenWidthGuess(requestLike({ 'user-agent': iphone }))).toBe(SCREEN_WIDTHS.phone);
  });

  it("draws for the window's width when the browser gives it, and trusts no odd width", () => {
    const phoneAgent = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) Chrome/130 Mobile Safari/537.36';
    expect(screenWidthGuess(requestLike({ 'sec-ch-viewport-width': '390' }))).toBe(390);
    expect(
      screenWidthGuess(requestLike({ 'sec-ch-viewport-width': '1024', 'user-agent': phoneAgent })),
    ).toBe(1024);
    for (const odd of ['0', '-5', 'wide', '99999']) {
      expect(
        screenWidthGuess(requestLike({ 'sec-ch-viewport-width': odd, 'user-agent': phoneAgent })),
      ).toBe(SCREEN_WIDTHS.phone);
    }
  });

  it('draws for a tablet or a computer otherwise', () => {
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1';
    expect(screenWidthGuess(requestLike({ 'user-agent': ipad }))).toBe(SCREEN_WIDTHS.tablet);
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36';
    expect(screenWidthGuess(requestLike({ 'user-agent': desktop }))).toBe(SCREEN_WIDTHS.computer);
    expect(screenWidthGuess(requestLike())).toBe(SCREEN_WIDTHS.computer);
  });
});

describe('memberFetch', () => {
  let server: Server;
  let origin: string;
  let seen: IncomingHttpHeaders[];

  beforeAll(async () => {
    seen = [];
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the member's cookie, the key and the member's address to the gateway", async () => {
    const req = requestLike({ cookie: 'mithaq.sid=s%3Aabc' });
    const reply = await memberFetch(req, origin, KEY)(`${origin}/api/user`);
    expect(await reply.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({
      cookie: 'mithaq.sid=s%3Aabc',
      [FIRST_SCREEN_HEADERS.key]: KEY,
      [FIRST_SCREEN_HEADERS.client]: '203.0.113.7',
    });
  });

  it('refuses any other origin, so the session never leaves the gateway', async () => {
    const asked = seen.length;
    const req = requestLike({ cookie: 'mithaq.sid=s%3Aabc' });
    await expect(memberFetch(req, origin, KEY)('http://203.0.113.50/api/user')).rejects.toThrow(
      /may only ask/,
    );
    expect(seen).toHaveLength(asked);
  });
});

describe('firstScreens', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
    writeFileSync(join(dir, HOME_DOCUMENTS.member), memberDocument);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const req = requestLike({ cookie: 'mithaq.sid=s%3Aabc; other=1', 'user-agent': 'Mobile' });

  it('writes the drawn page into the document, telling the renderer what it needs', async () => {
    const render = jest.fn((request: FirstScreenRequest) => {
      void request;
      return Promise.resolve({ html: '<main>drawn</main>', css: '', data: [] });
    });
    const draw = firstScreens(dir, { key: KEY, renderer: () => render });
    const drawn = await draw(req, '/', HOME_DOCUMENTS.member);
    expect(drawn).toContain('<div id="root"><main>drawn</main></div>');
    const [request] = render.mock.calls[0] ?? [];
    expect(request).toMatchObject({
      path: '/',
      width: SCREEN_WIDTHS.phone,
      cookies: 'mithaq.sid=s%3Aabc; other=1',
      requests: { origin: 'http://127.0.0.1:3999' },
    });
  });

  it('sends the document as built when the renderer draws nothing, fails or is late', async () => {
    const failures: unknown[] = [];
    const onFailure = (error: unknown) => failures.push(error);
    const none = firstScreens(dir, { key: KEY, renderer: () => () => Promise.resolve(undefined) });
    expect(await none(req, '/', HOME_DOCUMENTS.member)).toBeUndefined();
    expect(failures).toHaveLength(0);

    const broken = firstScreens(dir, {
      key: KEY,
      onFailure,
      renderer: () => () => Promise.reject(new Error('the matching service is away')),
    });
    expect(await broken(req, '/', HOME_DOCUMENTS.member)).toBeUndefined();
    expect(String(failures[0])).toContain('the matching service is away');

    const late = firstScreens(dir, {
      key: KEY,
      onFailure,
      deadlineMs: 20,
      renderer: () => () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ html: 'late', css: '', data: [] }), 500),
        ),
    });
    expect(await late(req, '/', HOME_DOCUMENTS.member)).toBeUndefined();
    expect(String(failures[1])).toContain('took over 20 ms');
  });

  it('draws a few pages at once at most, sending the rest as built', async () => {
    const finish: (() => void)[] = [];
    const render = jest.fn(
      () =>
        new Promise<FirstScreen>((resolve) =>
          finish.push(() => resolve({ html: '<p>drawn</p>', css: '', data: [] })),
        ),
    );
    const draw = firstScreens(dir, { key: KEY, maxInFlight: 2, renderer: () => render });
    const first = draw(req, '/', HOME_DOCUMENTS.member);
    const second = draw(req, '/', HOME_DOCUMENTS.member);
    expect(await draw(req, '/', HOME_DOCUMENTS.member)).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
    finish.forEach((done) => done());
    expect(await first).toContain('<p>drawn</p>');
    expect(await second).toContain('<p>drawn</p>');
    // Once they are done, the next is drawn again.
    const third = draw(req, '/', HOME_DOCUMENTS.member);
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(3);
    finish[2]?.();
    expect(await third).toContain('<p>drawn</p>');
  });

  it("loads the build's renderer from its folder, and does without one", async () => {
    expect(await firstScreens(dir, { key: KEY })(req, '/', HOME_DOCUMENTS.member)).toBeUndefined();
    mkdirSync(join(dir, FIRST_SCREEN_RENDERER.dir));
    writeFileSync(
      join(dir, FIRST_SCREEN_RENDERER.dir, FIRST_SCREEN_RENDERER.file),
      "exports.renderFirstScreen = async ({ path }) => ({ html: '<p>built ' + path + '</p>', css: '', data: [] });",
    );
    const drawn = await firstScreens(dir, { key: KEY })(req, '/matches', HOME_DOCUMENTS.member);
    expect(drawn).toContain('<p>built /matches</p>');
  });
});
