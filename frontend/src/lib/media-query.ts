import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useThemeToken } from './theme-token';

const listFor = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

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
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
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
