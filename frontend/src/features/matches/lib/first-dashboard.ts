import type { MatchSort } from '@mithaq/contracts';

/** The order the dashboard opens in, and so the argument its first data is asked for with. */
export const FIRST_DASHBOARD_SORT: MatchSort = 'compatibility';

/**
 * The address of the dashboard's first data as the app's fetch asks for it (RTK Query adds the
 * query to the dashboard route's `path` this way), so that a request the document makes ahead
 * for the same address is the one the app receives (vite.config's member home document).
 */
export const firstDashboardDataUrl = (path: string): string =>
  `${path}?${new URLSearchParams({ sort: FIRST_DASHBOARD_SORT }).toString()}`;
