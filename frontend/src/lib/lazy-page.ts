import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Starts loading the page's code (once); resolves when it can render without waiting. */
  load: () => Promise<unknown>;
}

/**
 * A page loaded on first visit; pages are named exports. Once its code is in (loaded ahead with
 * `load`, or by an earlier visit), the page renders at once, without a round through its
 * Suspense fallback.
 */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed download is tried again the next time the page is asked for.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // `loaded` is set before React learns that the lazy component resolved, so from then on every
  // render shows the page itself and the lazy one never shows it.
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const Page = () => createElement(loaded ?? Lazy);
  Page.load = loadOnce;
  return Page;
};
