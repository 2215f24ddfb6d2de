/**
 * The documents the frontend build writes beside index.html for "/", and the gateway sends there
 * in its place: a visitor's (no session; it also draws the top of the landing page) and a signed-in
 * member's. Both sides read these names, so the files written are the files served.
 */
export const HOME_DOCUMENTS = { visitor: 'landing.html', member: 'dashboard.html' } as const;

/**
 * Pages besides "/" with a document of their own for a signed-in member, sent there instead of
 * index.html: it asks for the page's first data beside the scripts. Anyone else gets index.html.
 */
export const MEMBER_PAGE_DOCUMENTS = { '/matches': 'matches.html' } as const;

/**
 * The gateway's renderer of a member's first screen, built beside the SPA (frontend/src/server)
 * into a folder whose name starts with a dot: the gateway never serves such a path.
 */
export const FIRST_SCREEN_RENDERER = { dir: '.server', file: 'render-first-screen.cjs' } as const;

/**
 * The comments around the loading shell inside every document's #root: where the gateway writes
 * a member's page drawn on the server in its place.
 */
export const SHELL_MARKERS = { start: '<!-- shell -->', end: '<!-- /shell -->' } as const;

/**
 * The id of the JSON block in a member's document drawn by the gateway: the app's cached answers
 * the page was drawn from, which the app starts with instead of asking for them again.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** One of the app's cached answers: the endpoint, what it was asked with, what it answered. */
export interface FirstScreenEntry {
  endpointName: string;
  arg?: unknown;
  value: unknown;
}

/** What the gateway gives the renderer of a member's first screen. */
export interface FirstScreenRequest {
  /** The page's path; the renderer draws only the pages it knows. */
  path: string;
  /** The window's width the page is drawn for, in CSS pixels: as the browser gave it, or a guess. */
  width: number;
  /** Where the app's requests go (the gateway), and how: a fetch that carries the session. */
  requests: { origin: string; fetch: typeof fetch };
  /** The document request's Cookie header: what the browser remembers that the page shows. */
  cookies: string;
}

/** A member's page drawn by the renderer, as the gateway writes it into the document. */
export interface FirstScreen {
  /** The markup of the app's root element, as the app draws it with the member's data. */
  html: string;
  /** antd's styles for that markup. */
  css: string;
  /** The answers the page was drawn from, for the app to start with (FIRST_SCREEN_DATA_ID). */
  data: FirstScreenEntry[];
}
