import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { NotificationPreferencesCard } from './notification-preferences-card';

const allOn = { matchRequest: true, requestAccepted: true, newMessage: true };

const renderCard = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/notification-preferences': () => json(200, allOn),
    ...handlers,
  });
  const view = renderWithProviders(
    [{ path: '/profile', element: <NotificationPreferencesCard /> }],
    '/profile',
  );
  return { ...fetch, ...view };
};

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('notification preferences', { timeout: 60_000 }, () => {
  it('shows the three switches from the server', async () => {
    renderCard({
      'GET /api/notification-preferences': () =>
        json(200, { matchRequest: true, requestAccepted: false, newMessage: true }),
    });
    await screen.findByRole('switch', { name: 'Match requests' });
    expect(toggle('Match requests').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Request accepted').getAttribute('aria-checked')).toBe('false');
    expect(toggle('New messages').getAttribute('aria-checked')).toBe('true');
  });

  it('saves one switch with the others unchanged', async () => {
    const { callsTo } = renderCard({
      'PUT /api/notification-preferences': ({ body }) => json(200, JSON.parse(body) as unknown),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'New messages' }));
    expect(await screen.findByText('Preferences Updated')).toBeTruthy();
    expect(
      callsTo('PUT /api/notification-preferences').map((c) => JSON.parse(c.body) as unknown),
    ).toEqual([{ matchRequest: true, requestAccepted: true, newMessage: false }]);
    await waitFor(() => expect(toggle('New messages').getAttribute('aria-checked')).toBe('false'));
  });

  it('puts the switch back when the save fails', async () => {
    renderCard({
      'PUT /api/notification-preferences': () =>
        json(400, { statusCode: 400, message: 'Unknown field', code: 'VALIDATION' }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Match requests' }));
    expect(await screen.findByText('Error Updating Preferences')).toBeTruthy();
    expect(await screen.findByText('Unknown field')).toBeTruthy();
    await waitFor(() => expect(toggle('Match requests').getAttribute('aria-checked')).toBe('true'));
  });
});
