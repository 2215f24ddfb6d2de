import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

const entry = (key: string, title: string, content: string) => ({
  id: `id-${key}`,
  key,
  title,
  content,
  lastUpdated: '2025-01-01T00:00:00.000Z',
});

const renderLegal = (content: Handler) => {
  const fetch = mockFetch({ 'GET /api/user': signedOut, 'GET /api/site-content': content });
  renderWithProviders(
    [
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
    ],
    '/privacy-policy',
  );
  return fetch;
};

const placeholder = 'This content is being updated. Please check back soon.';

describe('privacy and terms pages', () => {
  it('render the server-held HTML found by key, sanitized again', async () => {
    renderLegal(() =>
      json(200, [
        entry('terms-of-service', 'Terms of Service', '<p>Terms text</p>'),
        entry(
          'privacy-policy',
          'Our Privacy Policy',
          '<h2>What we collect</h2><p onclick="alert(1)">Your name and email.</p>' +
            '<script>window.hacked = true</script><a href="javascript:alert(1)">Click</a>',
        ),
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Privacy Policy' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    const body = screen.getByTestId('legal-content');
    expect(body.innerHTML).toBe('<h2>What we collect</h2><p>Your name and email.</p><a>Click</a>');
    expect(screen.queryByText('Terms text')).toBeNull();
  });

  it('shows the terms of service by their own key', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/site-content': () =>
        json(200, [entry('terms-of-service', 'Terms of Service', '<p>Be kind.</p>')]),
    });
    renderWithProviders(
      [{ path: '/terms-of-service', element: <TermsOfServicePage /> }],
      '/terms-of-service',
    );
    expect(await screen.findByText('Be kind.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
  });

  it('do not repeat the title when the content opens with it', async () => {
    renderLegal(() =>
      json(200, [
        entry(
          'privacy-policy',
          'Privacy Policy',
          '\n<h2>Privacy  Policy</h2><p>Intro.</p><h2>Privacy Policy</h2>',
        ),
      ]),
    );
    expect(await screen.findByText('Intro.')).toBeTruthy();
    expect(screen.getByTestId('legal-content').innerHTML).toBe(
      '<p>Intro.</p><h2>Privacy Policy</h2>',
    );
  });

  it('show a placeholder when the key is absent', async () => {
    renderLegal(() => json(200, [entry('terms-of-service', 'Terms', '<p>Terms</p>')]));
    expect(await screen.findByText(placeholder)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  });

  it('show the placeholder when the content cannot be loaded', async () => {
    renderLegal(() => json(500, { statusCode: 500, message: 'Boom', code: 'INTERNAL' }));
    expect(await screen.findByText(placeholder)).toBeTruthy();
  });

  it('show the placeholder when nothing is left after sanitizing', async () => {
    renderLegal(() => json(200, [entry('privacy-policy', 'Privacy', '<script>alert(1)</script>')]));
    expect(await screen.findByText(placeholder)).toBeTruthy();
  });
});
