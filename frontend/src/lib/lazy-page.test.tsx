import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type LazyPage } from './lazy-page';

const ThePage = () => <p>the page</p>;

const renderInSuspense = (Page: LazyPage) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe('a lazily loaded page', () => {
  it('shows the fallback until its code arrives, then the page', async () => {
    const Page = lazyPage(() => Promise.resolve({ ThePage }), 'ThePage');
    renderInSuspense(Page);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('renders at once, without its fallback, when its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ ThePage }));
    const Page = lazyPage(load, 'ThePage');
    await Page.load();
    renderInSuspense(Page);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads its code once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ ThePage }));
    const Page = lazyPage(load, 'ThePage');
    await Promise.all([Page.load(), Page.load()]);
    renderInSuspense(Page);
    await act(() => Page.load());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again the next time', async () => {
    const load = vi
      .fn<() => Promise<{ ThePage: typeof ThePage }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ThePage });
    const Page = lazyPage(load, 'ThePage');
    await expect(Page.load()).rejects.toThrow('offline');
    await Page.load();
    expect(load).toHaveBeenCalledTimes(2);
    renderInSuspense(Page);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
