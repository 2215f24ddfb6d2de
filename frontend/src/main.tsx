import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { createAppStore } from './lib/store';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
