import { useCallback, useSyncExternalStore } from 'react';

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
  const subscribe = useCallback(
    (onChange: () => void): (() => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? false,
    () => false,
  );
};
