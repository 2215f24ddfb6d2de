import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion';

type Listener = () => void;

const fakeMediaQuery = (initial: boolean) => {
  const listeners = new Set<Listener>();
  const query = {
    matches: initial,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((text: string) => {
    expect(text).toBe('(prefers-reduced-motion: reduce)');
    return query;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    listeners,
    change: (next: boolean) => {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
};

describe('usePrefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the media query and follows its changes', () => {
    const media = fakeMediaQuery(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is true from the start when the system asks for less motion', () => {
    fakeMediaQuery(true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
  });
});
