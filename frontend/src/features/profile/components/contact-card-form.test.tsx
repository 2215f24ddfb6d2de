import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactCardForm } from './contact-card-form';

const saved = {
  phone: '+44 7700 900123',
  email: null,
  other: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const renderForm = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/contact-card': () => json(200, null),
    ...handlers,
  });
  renderWithProviders([{ path: '/profile', element: <ContactCardForm /> }], '/profile');
  return fetch;
};

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));

describe('contact details to share', { timeout: 60_000 }, () => {
  it('shows the saved card', async () => {
    renderForm({ 'GET /api/contact-card': () => json(200, saved) });
    await waitFor(() => expect(field('Phone').value).toBe('+44 7700 900123'));
    expect(field('Email').value).toBe('');
  });

  it('saves what the member fills in', async () => {
    const { callsTo } = renderForm({
      'PUT /api/contact-card': ({ body }) =>
        json(200, { ...saved, ...(JSON.parse(body) as object) }),
    });
    await screen.findByRole('button', { name: 'Save contact details' });
    fireEvent.change(field('Email'), { target: { value: 'amina@example.com' } });
    save();
    expect(await screen.findByText('Contact details saved')).toBeTruthy();
    expect(callsTo('PUT /api/contact-card').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { phone: '', email: 'amina@example.com', other: '' },
    ]);
  });

  it('refuses an empty card and a bad phone or email without a call', async () => {
    const { callsTo } = renderForm({ 'PUT /api/contact-card': () => json(200, saved) });
    await screen.findByRole('button', { name: 'Save contact details' });
    save();
    expect(await screen.findByText('Add at least one contact detail to share')).toBeTruthy();
    fireEvent.change(field('Phone'), { target: { value: 'call me' } });
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    save();
    expect(
      await screen.findByText('A phone number may contain only digits, spaces, + and -'),
    ).toBeTruthy();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo('PUT /api/contact-card')).toHaveLength(0);
  });
});
