import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useThemeToken } from './theme-token';

const listFor = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/**
 * The window's width in CSS pixels that a page rendered on the server is drawn for (the server
 * cannot measure it; it guesses from the browser's request). Unset in the browser.
 */
export const ServerScreenWidth = createContext<number | undefined>(undefined);

const widthFeature = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether `query` holds at a window `width` px wide: "(min-width: Npx)" and "(max-width: Npx)".
 * Any other feature (a preference such as reduced motion) is taken not to hold.
 */
export const matchesAtWidth = (query: string, width: number | undefined): boolean => {
  const feature = widthFeature.exec(query.trim());
  if (!feature || width === undefined) {
    return false;
  }
  const bound = Number(feature[2]);
  return feature[1] === 'min' ? width >= bound : width <= bound;
};

/**
 * Whether the CSS media query matches, followed live. Read while rendering, so the first render
 * already has the answer: antd's Grid.useBreakpoint learns it only in a layout effect after the
 * first render and then draws its component again at once, which on a phone's first page load
 * was a second render of the whole header inside the same long task.
 */
export const useMediaQuery = (query: string): boolean => {
  // One list per query, which the subscription and every read share.
  const list = useMemo(() => listFor(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void): (() => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  const serverWidth = useContext(ServerScreenWidth);
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => matchesAtWidth(query, serverWidth),
  );
};

/** antd's breakpoints by name, as its theme tokens give their widths. */
const breakpointTokens = {
  sm: 'screenSM',
  md: 'screenMD',
  lg: 'screenLG',
  xl: 'screenXL',
} as const;

/** Whether the screen is at least as wide as antd's `breakpoint` (md: 768 px by default). */
export const useScreenAtLeast = (breakpoint: keyof typeof breakpointTokens): boolean => {
  const { token } = useThemeToken();
  return useMediaQuery(`(min-width: ${token[breakpointTokens[breakpoint]]}px)`);
};
