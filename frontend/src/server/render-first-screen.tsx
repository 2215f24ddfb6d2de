import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { FirstScreen, FirstScreenRequest } from '@mithaq/contracts';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { askForEveryPage, firstPageLoaders } from '../app/first-pages';
import { cacheEntriesOf } from '../app/first-screen-data';
import { decideRoute } from '../app/route-decision';
import type { ServerRequests } from '../lib/api';
import { ServerCookies } from '../features/matches/lib/onboarding';
import { ServerScreenWidth } from '../lib/media-query';
import { isAdmin } from '../lib/session';
import { createAppStore } from '../lib/store';

/** The member pages drawn on the server, by path, with what each asks for first. */
const pages = { '/': 'dashboard', '/matches': 'matches' } as const satisfies Record<
  string,
  'dashboard' | 'matches'
>;

/** How React marks a part still loading in server-rendered markup (a pending Suspense boundary). */
const PENDING_BOUNDARY = '<!--$?-->';

type FirstScreenPath = keyof typeof pages;

const isFirstScreenPath = (path: string): path is FirstScreenPath => path in pages;

/**
 * A signed-in member's page as the app draws it once everything is in (session, site settings,
 * the page's code and first data, each lazy part its first render meets), rendered to HTML with
 * the styles it uses. The gateway writes it into the member's document, so the page paints with
 * the document instead of after the scripts, and the app then draws the same page over it. The
 * requests are the app's own, made with the member's session. Undefined when the page is not
 * the member's to see as it is (signed out, an administrator, a questionnaire to finish): the
 * app decides those in the browser, as before.
 */
export const renderFirstScreen = async ({
  path,
  width,
  requests,
  cookies,
}: FirstScreenRequest): Promise<FirstScreen | undefined> => {
  if (!isFirstScreenPath(path)) {
    return undefined;
  }
  const serverRequests: ServerRequests = {
    baseQuery: fetchBaseQuery({
      baseUrl: `${requests.origin}/`,
      fetchFn: requests.fetch,
      responseHandler: 'content-type',
    }),
  };
  const store = createAppStore(serverRequests);
  const everyPage = askForEveryPage(store.dispatch);
  const [session] = await Promise.all([
    everyPage.session,
    everyPage.siteSettings,
    firstPageLoaders(store.dispatch)[pages[path]](),
  ]);
  const user = session.data ?? null;
  if (
    !user ||
    isAdmin(user) ||
    decideRoute({ pathname: path, isLoading: false, user }).kind !== 'render'
  ) {
    return undefined;
  }
  const Router = ({ children }: { children?: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const cache = createCache();
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <ServerScreenWidth value={width}>
          <ServerCookies value={cookies}>
            <App store={store} router={Router} />
          </ServerCookies>
        </ServerScreenWidth>
      </StyleProvider>
    </StrictMode>,
    // A part larger than this would be written apart, to be put in place by an inline script
    // (which the page's security policy refuses); the page is sent whole, so nothing is set apart.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  // Each lazy part is waited for, so nothing is left loading; if something were, the app draws
  // the page in the browser as before.
  return html.includes(PENDING_BOUNDARY)
    ? undefined
    : {
        html,
        css: extractStyle(cache, { plain: true }),
        data: cacheEntriesOf(store.getState()),
      };
};
