import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api';
import { json, mockFetch } from '../testing/fetch-mock';
import { renderWithProviders } from '../testing/render-app';
import { AppLayout } from './layout/app-layout';
import { ConfiguredLogo, logoChoiceOf } from './site-logo';

const signedOut = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

describe('logo choice', () => {
  it('uses the built-in logo for text-logo and for an empty or missing value', () => {
    expect(logoChoiceOf('text-logo')).toEqual({ kind: 'built-in' });
    expect(logoChoiceOf('')).toEqual({ kind: 'built-in' });
    expect(logoChoiceOf('   ')).toEqual({ kind: 'built-in' });
    expect(logoChoiceOf(null)).toEqual({ kind: 'built-in' });
    expect(logoChoiceOf(undefined)).toEqual({ kind: 'built-in' });
  });

  it('reads any other value as an image address', () => {
    expect(logoChoiceOf('/uploads/abc.png')).toEqual({ kind: 'image', src: '/uploads/abc.png' });
  });
});

describe('ConfiguredLogo', () => {
  it('draws the vector icon for text-logo and for an empty value', () => {
    const { container, rerender } = render(<ConfiguredLogo value="text-logo" />);
    expect(container.querySelector('svg')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    rerender(<ConfiguredLogo value="" />);
    expect(container.querySelector('svg')).toBeTruthy();
  });

  it('shows an image no taller than the size and no wider than six times it', () => {
    const { rerender } = render(<ConfiguredLogo value="/uploads/logo.png" alt="Mithaq logo" />);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Mithaq logo' });
    expect(image.getAttribute('src')).toBe('/uploads/logo.png');
    expect(image.style.maxHeight).toBe('24px');
    expect(image.style.maxWidth).toBe('144px');
    rerender(<ConfiguredLogo value="/uploads/logo.png" alt="Mithaq logo" size={40} />);
    expect(screen.getByRole('img', { name: 'Mithaq logo' }).style.maxWidth).toBe('240px');
  });

  it('shows "Logo Error" when the image cannot load, and retries for a new address', () => {
    const { rerender } = render(<ConfiguredLogo value="/uploads/missing.png" alt="Site logo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Site logo' }));
    expect(screen.getByText('Logo Error')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Site logo' })).toBeNull();
    rerender(<ConfiguredLogo value="/uploads/other.png" alt="Site logo" />);
    expect(screen.getByRole('img', { name: 'Site logo' }).getAttribute('src')).toBe(
      '/uploads/other.png',
    );
  });
});

describe('header and footer logos', () => {
  const renderChrome = () =>
    renderWithProviders([{ path: '/', element: <AppLayout>page</AppLayout> }], '/');

  it('take header-logo and footer-logo from the site settings', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/site-settings': () =>
        json(200, [
          { key: 'footer-logo', value: '/uploads/footer.png' },
          { key: 'header-logo', value: '/uploads/header.png' },
          { key: 'site-name', value: 'Nikah Hub' },
        ]),
    });
    renderChrome();
    const banner = within(screen.getByRole('banner'));
    expect((await banner.findByRole('img', { name: 'Nikah Hub logo' })).getAttribute('src')).toBe(
      '/uploads/header.png',
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('img', { name: 'Nikah Hub logo' }).getAttribute('src')).toBe(
      '/uploads/footer.png',
    );
  });

  it('refresh when an admin change invalidates the SiteSettings tag', async () => {
    let headerLogo = 'text-logo';
    const { callsTo } = mockFetch({
      'GET /api/user': signedOut,
      'GET /api/site-settings': () => json(200, [{ key: 'header-logo', value: headerLogo }]),
    });
    const { store } = renderChrome();
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('img', { name: 'Logo' })).toBeTruthy();
    headerLogo = '/uploads/new-logo.png';
    store.dispatch(api.util.invalidateTags(['SiteSettings']));
    await waitFor(() => expect(callsTo('GET /api/site-settings')).toHaveLength(2));
    expect((await banner.findByRole('img', { name: 'Mithaq logo' })).getAttribute('src')).toBe(
      '/uploads/new-logo.png',
    );
  });
});
