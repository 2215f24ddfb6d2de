import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../testing/fetch-mock';
import { siteNameFrom, siteSettingsApi } from './site-settings';
import { createAppStore } from './store';

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
