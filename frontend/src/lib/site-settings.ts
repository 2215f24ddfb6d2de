import { DEFAULT_SITE_NAME, SITE_NAME_SETTING_KEY } from '../config/site';
import { api } from './api';

export interface SiteSetting {
  key: string;
  value: string | null;
}

const isSiteSetting = (value: unknown): value is SiteSetting =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string';

export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSetting[], void>({
      // Settings only decorate the chrome: a failure (the endpoint may not exist yet) means defaults.
      queryFn: async (_arg, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery('api/site-settings');
        if (result.error || !Array.isArray(result.data)) {
          return { data: [] };
        }
        return { data: result.data.filter(isSiteSetting) };
      },
      providesTags: ['SiteSettings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = siteSettingsApi;

export const settingValue = (settings: readonly SiteSetting[], key: string): string | null =>
  settings.find((setting) => setting.key === key)?.value ?? null;

export const siteNameFrom = (settings: readonly SiteSetting[]): string =>
  settingValue(settings, SITE_NAME_SETTING_KEY)?.trim() || DEFAULT_SITE_NAME;

export const useSiteName = (): string => {
  const { data } = useGetSiteSettingsQuery();
  return siteNameFrom(data ?? []);
};
