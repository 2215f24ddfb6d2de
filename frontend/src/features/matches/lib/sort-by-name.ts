const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders matches by the name their cards lead with (@username), ignoring case as a reader would:
 * the same order the server pages them in, so a page stays in that order whatever arrives.
 */
export const sortByShownName = <T extends { username: string }>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      compareText(a.username.toLowerCase(), b.username.toLowerCase()) ||
      compareText(a.username, b.username),
  );
