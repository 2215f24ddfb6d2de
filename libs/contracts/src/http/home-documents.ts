/**
 * The documents the frontend build writes beside index.html for "/", and the gateway sends there
 * in its place: a visitor's (no session; it also draws the top of the landing page) and a signed-in
 * member's. Both sides read these names, so the files written are the files served.
 */
export const HOME_DOCUMENTS = { visitor: 'landing.html', member: 'dashboard.html' } as const;
