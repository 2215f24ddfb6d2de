import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { firstPageLoaders, preloadFirstPage } from './app/first-pages';
import { isMemberHomeDocument, isVisitorHomeDocument } from './app/visitor-home';
import { rememberedRole, sessionApi, setCurrentUser } from './lib/session';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element');
}

const store = createAppStore();
const visitorHome = isVisitorHomeDocument();
if (visitorHome) {
  // The server sent the visitor's landing document: it found no session. The app starts from
  // that answer, so its first render is the landing page whose top is already on screen rather
  // than a spinner in its place; the session is still asked for, and a sign-in made meanwhile
  // (in another tab) brings the dashboard as usual.
  setCurrentUser(store.dispatch, null);
}
// The session request leaves now rather than once the first render has been built and committed:
// every page waits for its answer. The app's own subscription then reads the same cache entry.
void store.dispatch(
  sessionApi.endpoints.getCurrentUser.initiate(undefined, {
    subscribe: false,
    forceRefetch: visitorHome,
  }),
);
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
  firstPageLoaders(store.dispatch),
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
// The landing document's first screen is replaced by the page itself, not by a spinner while the
// page's code arrives: the first render waits for that download (started above) instead.
if (visitorHome) {
  void firstPage.then(render);
} else {
  render();
}
