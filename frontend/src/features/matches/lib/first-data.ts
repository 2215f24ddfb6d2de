import type { MatchSort } from '@mithaq/contracts';

/** The order the dashboard opens in, and so the argument its first data is asked for with. */
export const FIRST_DASHBOARD_SORT: MatchSort = 'compatibility';

/**
 * The first page of matches: what the matches page opens on, in the All Matches tab and the top
 * of the Suggested Matches tab alike. `pageSize` is the contracts' MATCH_PAGE_SIZE_DEFAULT
 * (given, so the build's configuration can use this module without the contracts package).
 */
export const firstMatchesQuery = (pageSize: number) =>
  ({ page: 1, pageSize, minCompatibility: 0, sort: 'compatibility' }) as const;

/**
 * An address of first data as the app's fetch asks for it: RTK Query adds the query to the
 * route's `path` this way, in the query's own key order. A request the document makes ahead for
 * the same address is then the one the app receives (vite.config's member documents).
 */
export const firstDataUrl = (path: string, query: Readonly<Record<string, string | number>>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;
