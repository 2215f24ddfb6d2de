import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit; pages are named exports. */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
