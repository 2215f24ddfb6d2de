import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useSiteName } from '../entities/site/site-settings';

/** What a route declares in its `handle`: the page's name in the browser tab. */
export interface PageHandle {
  title?: string;
}

/** "Your Matches — Mithaq" for a route with a title; the site name alone otherwise. */
export const pageTitle = (title: string | undefined, siteName: string): string =>
  title ? `${title} — ${siteName}` : siteName;

/** The title the deepest route matching the path declares, if any declares one. */
export const routeTitle = (routes: RouteObject[], pathname: string): string | undefined =>
  (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.handle as PageHandle | undefined)?.title)
    .filter((value): value is string => typeof value === 'string')
    .at(-1);

/** Keeps the document's title on the current route's declared title and the site's name. */
export const usePageTitle = (routes: RouteObject[]): void => {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const title = useMemo(() => routeTitle(routes, pathname), [routes, pathname]);
  useEffect(() => {
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);
};
