import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSiteName } from '../entities/site/site-settings';

/** What a route declares in its `handle`: the page's name in the browser tab. */
export interface PageHandle {
  title?: string;
}

/** "Your Matches — Mithaq" for a route with a title; the site name alone otherwise. */
export const pageTitle = (title: string | undefined, siteName: string): string =>
  title ? `${title} — ${siteName}` : siteName;

/** Keeps the document's title on the deepest route's declared title and the site's name. */
export const usePageTitle = (): void => {
  const matches = useMatches();
  const siteName = useSiteName();
  const title = matches
    .map((match) => (match.handle as PageHandle | undefined)?.title)
    .filter((value): value is string => typeof value === 'string')
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(title, siteName);
  }, [title, siteName]);
};
