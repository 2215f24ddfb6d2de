import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadHomePage } from './app/home-route';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element');
}

// The page's own code starts downloading now, beside the session request, not after it.
preloadHomePage(window.location.pathname);

const root = createRoot(container);
// The first render runs as a transition, which React splits into short tasks: a slow phone keeps
// answering taps and painting while the page is built, instead of freezing until it is done.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={createAppStore()} router={BrowserRouter} />
    </StrictMode>,
  );
});
