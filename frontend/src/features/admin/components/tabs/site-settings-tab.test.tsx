import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { SiteSetting } from '@mithaq/contracts';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { SiteSettingsTab } from './site-settings-tab';

const setting = (key: string, value: string): SiteSetting => ({
  id: `id-${key}`,
  key,
  value,
  lastUpdated: '2025-03-01T10:00:00.000Z',
  updatedBy: null,
});

const dialog = () => within(screen.getByRole('dialog'));

describe('site-settings tab', () => {
  it('previews values in 60 characters', async () => {
    const sixty = 'a'.repeat(60);
    renderAdminComponent(SiteSettingsTab, {
      'GET /api/site-settings': () =>
        json(200, [setting('site-name', 'Mithaq'), setting('long-text', `${sixty}bcd`)]),
    });
    expect(await screen.findByText('Mithaq')).toBeTruthy();
    expect(await screen.findByText(`${sixty}...`)).toBeTruthy();
    expect(screen.queryByText(`${sixty}bcd`)).toBeNull();
  });

  it('edits a value and refreshes the settings', async () => {
    const { callsTo } = renderAdminComponent(SiteSettingsTab, {
      'GET /api/site-settings': () => json(200, [setting('site-name', 'Mithaq')]),
      'PUT /api/admin/site-settings/site-name': () => json(200, setting('site-name', 'Nikah Hub')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit site-name' }));
    fireEvent.change(dialog().getByLabelText('Value'), { target: { value: 'Nikah Hub' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting updated')).toBeTruthy();
    expect(bodyOf(callsTo('PUT /api/admin/site-settings/site-name'))).toEqual({
      value: 'Nikah Hub',
    });
    await waitFor(() => expect(callsTo('GET /api/site-settings')).toHaveLength(2));
  });

  it('shows "Update failed" with the fallback when the edit fails', async () => {
    renderAdminComponent(SiteSettingsTab, {
      'GET /api/site-settings': () => json(200, [setting('site-name', 'Mithaq')]),
      'PUT /api/admin/site-settings/site-name': () => new Response('', { status: 502 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit site-name' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(await screen.findByText('Failed to update site setting')).toBeTruthy();
  });

  it('needs key and value to add a setting, and a key of a-z, 0-9 and "-"', async () => {
    const { callsTo } = renderAdminComponent(SiteSettingsTab, {
      'GET /api/site-settings': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add Setting/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await dialog().findByText('Key is required')).toBeTruthy();
    expect(dialog().getByText('Value is required')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Key'), { target: { value: 'Site Name' } });
    expect(
      await dialog().findByText('Key can only contain lower-case letters, numbers and hyphens'),
    ).toBeTruthy();
    expect(callsTo('POST /api/admin/site-settings')).toHaveLength(0);
  });

  it('adds a setting, or shows the server message under "Creation failed"', async () => {
    let attempt = 0;
    const { callsTo } = renderAdminComponent(SiteSettingsTab, {
      'GET /api/site-settings': () => json(200, []),
      'POST /api/admin/site-settings': () =>
        ++attempt === 1
          ? apiError(409, 'A setting with this key already exists')
          : json(201, setting('site-name-color', '#0a5')),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add Setting/ }));
    fireEvent.change(dialog().getByLabelText('Key'), { target: { value: 'site-name-color' } });
    fireEvent.change(dialog().getByLabelText('Value'), { target: { value: '#0a5' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creation failed')).toBeTruthy();
    expect(await screen.findByText('A setting with this key already exists')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Setting created')).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/admin/site-settings')[1]?.body ?? '')).toEqual({
      key: 'site-name-color',
      value: '#0a5',
    });
  });
});
