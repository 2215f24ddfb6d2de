import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import { join } from 'node:path';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_RENDERER,
  SHELL_MARKERS,
  type FirstScreen,
  type FirstScreenRequest,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { clientIp } from '../http/client-ip';

/** The renderer the build writes (frontend/src/server/render-first-screen). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | undefined>;

/**
 * On the gateway's own API requests made for a member's first screen: a key only the gateway's
 * processes know, and the member's address, which the API's rate limit then counts them against.
 */
export const FIRST_SCREEN_HEADERS = {
  key: 'x-mithaq-first-screen-key',
  client: 'x-mithaq-first-screen-client',
} as const;

/** The key, derived from the session secret that every gateway process shares. */
export const firstScreenKey = (sessionSecret: string): string =>
  createHmac('sha256', sessionSecret).update('mithaq: first screen requests').digest('hex');

const sameKey = (given: string, key: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address a request counts against: the member's for the gateway's own requests made while
 * drawing that member's first screen (carrying the key), the connection's for any other.
 */
export const requesterIp = (req: Request, key: string): string | undefined => {
  const given = req.headers[FIRST_SCREEN_HEADERS.key];
  const client = req.headers[FIRST_SCREEN_HEADERS.client];
  if (typeof given === 'string' && typeof client === 'string' && sameKey(given, key)) {
    return client;
  }
  return req.ip;
};

/** Widths the page is drawn for, inside antd's breakpoints: a phone, a tablet, a computer. */
export const SCREEN_WIDTHS = { phone: 400, tablet: 800, computer: 1280 } as const;

/**
 * The client hint that gives the window's width, which the gateway asks browsers for with every
 * document (Accept-CH): from the next page on, a browser that supports it says how wide it is.
 */
export const VIEWPORT_WIDTH_HINT = 'sec-ch-viewport-width';

/** Widths outside these are not windows a page is drawn for: a hint beyond them is not trusted. */
const HINTED_WIDTH = { min: 200, max: 8192 } as const;

/**
 * The window width to draw the page for: the width the browser gave (its client hint) when it
 * gave one, otherwise a guess from its own hint of being a phone (Sec-CH-UA-Mobile) and its
 * User-Agent. A wrong guess costs nothing but the app drawing its own layout over it once it
 * starts.
 */
export const screenWidthGuess = (req: Request): number => {
  const hinted = Number(req.headers[VIEWPORT_WIDTH_HINT]);
  if (Number.isFinite(hinted) && hinted >= HINTED_WIDTH.min && hinted <= HINTED_WIDTH.max) {
    return Math.round(hinted);
  }
  const agent = req.headers['user-agent'] ?? '';
  if (req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|iPhone|iPod/i.test(agent)) {
    return SCREEN_WIDTHS.phone;
  }
  return /iPad|Tablet|Android/i.test(agent) ? SCREEN_WIDTHS.tablet : SCREEN_WIDTHS.computer;
};

/** The document's requests for the page's data, which the drawn page carries instead. */
const dataPreloads = /\s*<link\b[^>]*\brel="preload"[^>]*\bas="fetch"[^>]*>/g;

/**
 * The member's document with the page drawn on the server in place of the loading shell, its
 * styles in the head and the answers it was drawn from in a JSON block (which no browser runs),
 * without the document's own requests for those answers; undefined when the document lacks the
 * places for them. Neither the styles nor the JSON can end their element: any "</" in the styles
 * is written "<\/" and any "<" in the JSON "\u003c", the same to CSS and to JSON.
 */
export const withFirstScreen = (document: string, screen: FirstScreen): string | undefined => {
  const head = document.indexOf('</head>');
  const start = document.indexOf(SHELL_MARKERS.start);
  const end = document.indexOf(SHELL_MARKERS.end);
  const body = document.lastIndexOf('</body>');
  if (head < 0 || start < head || end < start || body < end) {
    return undefined;
  }
  const css = screen.css.replaceAll('</', '<\\/');
  const data = JSON.stringify(screen.data).replaceAll('<', '\\u003c');
  return [
    document.slice(0, head).replace(dataPreloads, ''),
    `  <style data-first-screen>${css}</style>\n  `,
    document.slice(head, start),
    screen.html,
    document.slice(end + SHELL_MARKERS.end.length, body),
    `  <script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script>\n  `,
    document.slice(body),
  ].join('');
};

/** The gateway as the connection reached it, for its own requests: same process group, no hop. */
const ownOrigin = (req: Request): string => {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = isIPv6(address) ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
};

/**
 * A fetch for the renderer that sends the member's cookie, and only to the gateway itself: a
 * request for any other origin is refused rather than given the session.
 */
export const memberFetch =
  (req: Request, origin: string, key: string): typeof fetch =>
  (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== origin) {
      return Promise.reject(new Error(`the first screen may only ask ${origin}`));
    }
    const headers = new Headers(request.headers);
    headers.set('cookie', req.headers.cookie ?? '');
    headers.set(FIRST_SCREEN_HEADERS.key, key);
    headers.set(FIRST_SCREEN_HEADERS.client, clientIp(req));
    return fetch(new Request(request, { headers }));
  };

export interface FirstScreensOptions {
  key: string;
  /** How long a page may take to draw before the document is sent without it. */
  deadlineMs?: number;
  /** Told why a page was not drawn (the member still gets the document without it). */
  onFailure?: (error: unknown) => void;
  /** The renderer; by default the build's, loaded on first use. */
  renderer?: () => RenderFirstScreen | undefined;
  /** How many pages one gateway process draws at once; beyond that, documents go as built. */
  maxInFlight?: number;
}

export const FIRST_SCREEN_DEADLINE_MS = 1_500;
/**
 * Drawing a page takes some 50–150 ms of the process's CPU: under a rush of page loads the API
 * replies must not queue behind it, so past this many pages at once the rest go without.
 */
export const FIRST_SCREEN_MAX_IN_FLIGHT = 4;

const builtRenderer = (dir: string): (() => RenderFirstScreen | undefined) => {
  let loaded: { render?: RenderFirstScreen } | undefined;
  return () => {
    if (!loaded) {
      const file = join(dir, FIRST_SCREEN_RENDERER.dir, FIRST_SCREEN_RENDERER.file);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
      const module = existsSync(file) ? (require(file) as { renderFirstScreen?: unknown }) : {};
      loaded = {
        render:
          typeof module.renderFirstScreen === 'function'
            ? (module.renderFirstScreen as RenderFirstScreen)
            : undefined,
      };
    }
    return loaded.render;
  };
};

/**
 * The member's document for `path` with the page drawn on the server (see withFirstScreen), or
 * undefined to send it as built: no renderer in the build, a page the renderer does not draw for
 * this member, a failure, or no answer within the deadline.
 */
export const firstScreens = (dir: string, options: FirstScreensOptions) => {
  const renderer = options.renderer ?? builtRenderer(dir);
  const documents = new Map<string, string>();
  const documentOf = (file: string): string => {
    let document = documents.get(file);
    if (document === undefined) {
      document = readFileSync(join(dir, file), 'utf8');
      documents.set(file, document);
    }
    return document;
  };
  const deadlineMs = options.deadlineMs ?? FIRST_SCREEN_DEADLINE_MS;
  const maxInFlight = options.maxInFlight ?? FIRST_SCREEN_MAX_IN_FLIGHT;
  let inFlight = 0;
  return async (req: Request, path: string, file: string): Promise<string | undefined> => {
    const render = inFlight < maxInFlight ? renderer() : undefined;
    if (!render) {
      return undefined;
    }
    const origin = ownOrigin(req);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        options.onFailure?.(new Error(`the first screen took over ${deadlineMs} ms`));
        resolve(undefined);
      }, deadlineMs);
    });
    const drawn = Promise.resolve()
      .then(() =>
        render({
          path,
          width: screenWidthGuess(req),
          requests: { origin, fetch: memberFetch(req, origin, options.key) },
          cookies: req.headers.cookie ?? '',
        }),
      )
      .catch((error: unknown) => {
        options.onFailure?.(error);
        return undefined;
      })
      .finally(() => {
        inFlight -= 1;
      });
    // Counted until the page is done, even past the deadline: its work goes on until then.
    inFlight += 1;
    try {
      const screen = await Promise.race([drawn, late]);
      return screen ? withFirstScreen(documentOf(file), screen) : undefined;
    } finally {
      clearTimeout(timer);
    }
  };
};
