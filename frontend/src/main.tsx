import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import {
  askForEveryPage,
  firstPageLoaders,
  preloadFirstPage,
  settledOrTimedOut,
} from './app/first-pages';
import { readFirstScreenData, startWith } from './app/first-screen-data';
import { isMemberHomeDocument, isVisitorHomeDocument } from './app/visitor-home';
import { isCurrentUser, rememberedRole, rememberRole, setCurrentUser } from './lib/session';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element');
}

const store = createAppStore();
// A member's page drawn by the gateway carries the answers it was drawn from: the app starts with
// them, draws the same page over the gateway's, and asks for none of them again.
const drawnWith = readFirstScreenData();
// The page's own answers go in with its code, which brings their endpoints (first-pages).
const drawnForPage = startWith(store.dispatch, drawnWith);
const drawnUser = drawnWith.find((entry) => entry.endpointName === 'getCurrentUser')?.value;
if (isCurrentUser(drawnUser)) {
  rememberRole(drawnUser);
}
const visitorHome = isVisitorHomeDocument();
if (visitorHome) {
  // The server sent the visitor's landing document: it found no session. The app starts from
  // that answer, so its first render is the landing page whose top is already on screen rather
  // than a spinner in its place; the session is still asked for, and a sign-in made meanwhile
  // (in another tab) brings the dashboard as usual.
  setCurrentUser(store.dispatch, null);
}
// The session and the site's settings, which every page shows, are asked for now rather than once
// the first render has been built and committed (first-pages). A visitor's document said there
// is no session: the session is asked for again all the same.
const { session, siteSettings } = askForEveryPage(store.dispatch, visitorHome);
// The page's own code starts downloading now, beside the session request, not after it, and a
// member's dashboard or matches page asks for its data as soon as its code is in. At "/" (and
// at the matches page, for a member) the document the gateway chose says whether it found a
// session, which beats this browser's memory of the last sign-in (any role but an
// administrator's means a member's pages).
const signedInRole = visitorHome
  ? null
  : (rememberedRole() ?? (isMemberHomeDocument() ? 'member' : null));
const firstPage = preloadFirstPage(
  window.location.pathname,
  signedInRole,
  firstPageLoaders(store.dispatch, drawnForPage),
);

const root = createRoot(container);
const render = () => {
  // The first render runs as a transition, which React splits into short tasks: a slow phone
  // keeps answering taps and painting while the page is built, instead of freezing until done.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={BrowserRouter} />
      </StrictMode>,
    );
  });
};
/** How long the first render waits at most for what it shows (below) before drawing anyway. */
const FIRST_RENDER_WAIT_MS = 3_000;
// The first render waits for the page's code and for what its first screen shows: the landing
// document's first screen is replaced by the page itself, and a member's loading screen by the
// page with its data, not by a spinner or a page that is drawn again as each answer arrives. Each
// answer that arrived during a render would make React draw the whole page once more, at once,
// in one long task, as the render ends: on a slow phone the page froze for about half a second
// each time. A request that hangs delays the page by FIRST_RENDER_WAIT_MS at most; the page then
// shows its own loading state, as before.
const ready = visitorHome ? [firstPage, siteSettings] : [firstPage, session, siteSettings];
void settledOrTimedOut(ready, FIRST_RENDER_WAIT_MS).then(render);
