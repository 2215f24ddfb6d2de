import { act, renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { matchesAtWidth, ServerScreenWidth, useMediaQuery, useScreenAtLeast } from './media-query';

type Listener = () => void;

/** A matchMedia whose answers the test sets per query, with the listeners each query holds. */
const fakeMatchMedia = (initial: Record<string, boolean>) => {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  const listenersOf = (query: string): Set<Listener> => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return set;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches.get(query) ?? false;
    },
    addEventListener: (_: string, listener: Listener) => listenersOf(query).add(listener),
    removeEventListener: (_: string, listener: Listener) => listenersOf(query).delete(listener),
  }));
  return {
    listenersOf,
    change: (query: string, next: boolean) => {
      matches.set(query, next);
      listenersOf(query).forEach((listener) => listener());
    },
  };
};

describe('useMediaQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the answer on the first render, with no second render to learn it', () => {
    fakeMatchMedia({ '(min-width: 768px)': true });
    const seen: boolean[] = [];
    renderHook(() => {
      const wide = useMediaQuery('(min-width: 768px)');
      seen.push(wide);
      return wide;
    });
    expect(seen).toEqual([true]);
  });

  it('follows the query as it changes, and lets go of it on unmount', () => {
    const media = fakeMatchMedia({ '(min-width: 768px)': false });
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 768px)'));
    expect(result.current).toBe(false);
    act(() => media.change('(min-width: 768px)', true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenersOf('(min-width: 768px)').size).toBe(0);
  });

  it('moves its listener to the new query when the query changes', () => {
    const media = fakeMatchMedia({ '(min-width: 576px)': true, '(min-width: 768px)': false });
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(min-width: 576px)' },
    });
    expect(result.current).toBe(true);
    rerender({ query: '(min-width: 768px)' });
    expect(result.current).toBe(false);
    expect(media.listenersOf('(min-width: 576px)').size).toBe(0);
    expect(media.listenersOf('(min-width: 768px)').size).toBe(1);
  });
});

describe('useScreenAtLeast', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for antd's breakpoint width as the theme gives it", () => {
    const media = fakeMatchMedia({ '(min-width: 768px)': true, '(min-width: 900px)': false });
    const { result } = renderHook(() => useScreenAtLeast('md'));
    expect(result.current).toBe(true);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ConfigProvider, { theme: { token: { screenMD: 900 } } }, children);
    const themed = renderHook(() => useScreenAtLeast('md'), { wrapper });
    expect(themed.result.current).toBe(false);
    act(() => media.change('(min-width: 900px)', true));
    expect(themed.result.current).toBe(true);
  });
});

describe('matchesAtWidth', () => {
  it('answers width queries at the given width, bounds included', () => {
    expect(matchesAtWidth('(min-width: 768px)', 800)).toBe(true);
    expect(matchesAtWidth('(min-width: 768px)', 768)).toBe(true);
    expect(matchesAtWidth('(min-width: 768px)', 400)).toBe(false);
    expect(matchesAtWidth('(max-width: 575px)', 400)).toBe(true);
    expect(matchesAtWidth('(max-width: 575px)', 576)).toBe(false);
  });

  it('takes any other feature, or an unknown width, not to hold', () => {
    expect(matchesAtWidth('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
    expect(matchesAtWidth('(min-width: 768px)', undefined)).toBe(false);
  });
});

describe('useMediaQuery on the server', () => {
  const Wide = () =>
    createElement('p', null, useMediaQuery('(min-width: 768px)') ? 'wide' : 'narrow');

  it('answers for the width the page is drawn for, without asking the window', () => {
    const ask = vi.fn(() => ({ matches: true }));
    vi.stubGlobal('matchMedia', ask);
    const at = (width: number) =>
      renderToString(createElement(ServerScreenWidth, { value: width }, createElement(Wide)));
    expect(at(1280)).toContain('wide');
    expect(at(400)).toContain('narrow');
  });
});
