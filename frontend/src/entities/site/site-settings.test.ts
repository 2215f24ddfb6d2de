import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../testing/fetch-mock';
import { api } from '../../lib/api';
import { settingOr, siteNameFrom, siteSettingsApi } from './site-settings';
import { createAppStore } from '../../lib/store';

describe('site name', () => {
  it('reads the site-name setting', () => {
    expect(
      siteNameFrom([
        { key: 'footer-logo', value: 'x' },
        { key: 'site-name', value: 'Nikah Hub' },
      ]),
    ).toBe('Nikah Hub');
  });

  it('falls back to Mithaq without a usable entry', () => {
    expect(siteNameFrom([])).toBe('Mithaq');
    expect(siteNameFrom([{ key: 'site-name', value: '  ' }])).toBe('Mithaq');
    expect(siteNameFrom([{ key: 'site-name', value: null }])).toBe('Mithaq');
  });

  it('treats a failing settings call (404) as no settings, without an error', async () => {
    mockFetch({});
    const result = await createAppStore().dispatch(
      siteSettingsApi.endpoints.getSiteSettings.initiate(),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual([]);
  });

  it('keeps only key/value records from the reply', async () => {
    mockFetch({
      'GET /api/site-settings': () => json(200, [{ key: 'site-name', value: 'Nikah Hub' }, 'junk']),
    });
    const result = await createAppStore().dispatch(
      siteSettingsApi.endpoints.getSiteSettings.initiate(),
    );
    expect(result.data).toEqual([{ key: 'site-name', value: 'Nikah Hub' }]);
  });
});

describe('settings with fallbacks', () => {
  it('uses the trimmed value, or the fallback when missing or blank', () => {
    const settings = [
      { key: 'contact-email', value: ' team@example.org ' },
      { key: 'contact-phone', value: '' },
    ];
    expect(settingOr(settings, 'contact-email', 'x')).toBe('team@example.org');
    expect(settingOr(settings, 'contact-phone', '01642')).toBe('01642');
    expect(settingOr(settings, 'contact-hours', '9-5')).toBe('9-5');
  });

  it('provides the SiteSettings tag, so an admin change refetches the settings', async () => {
    let name = 'First';
    const { callsTo } = mockFetch({
      'GET /api/site-settings': () => json(200, [{ key: 'site-name', value: name }]),
    });
    const store = createAppStore();
    const subscription = store.dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate());
    await subscription;
    name = 'Second';
    store.dispatch(api.util.invalidateTags([{ type: 'SiteSettings', id: 'LIST' }]));
    await vi.waitFor(() => expect(callsTo('GET /api/site-settings')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(siteSettingsApi.endpoints.getSiteSettings.select()(store.getState()).data).toEqual([
        { key: 'site-name', value: 'Second' },
      ]),
    );
    subscription.unsubscribe();
  });
});
