import { ContentPaths } from '@mithaq/contracts';
import { DEFAULT_SITE_NAME, SITE_NAME_SETTING_KEY } from '../../config/site';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

export interface SiteSetting {
  key: string;
  value: string | null;
}

/** Site-settings keys the public site reads: the logos and the contact details. */
export const settingKeys = {
  headerLogo: 'header-logo',
  footerLogo: 'footer-logo',
  contactName: 'contact-name',
  contactEmail: 'contact-email',
  contactPhone: 'contact-phone',
  contactAddress: 'contact-address',
  contactHours: 'contact-hours',
  contactWebsite: 'contact-website',
} as const;

const isSiteSetting = (value: unknown): value is SiteSetting =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string';

export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSetting[], void>({
      // Settings only decorate the chrome: a failure is logged and means defaults.
      queryFn: async (_arg, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery(routeRequest(ContentPaths.listSettings));
        if (result.error || !Array.isArray(result.data)) {
          console.warn('Could not load the site settings', result.error ?? result.data);
          return { data: [] };
        }
        return { data: result.data.filter(isSiteSetting) };
      },
      // Admin mutations invalidate 'SiteSettings' (all of it, the list or one key): each refetches.
      providesTags: (settings = []) => [
        'SiteSettings',
        { type: 'SiteSettings', id: 'LIST' },
        ...settings.map((setting) => ({ type: 'SiteSettings' as const, id: setting.key })),
      ],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = siteSettingsApi;

export const settingValue = (settings: readonly SiteSetting[], key: string): string | null =>
  settings.find((setting) => setting.key === key)?.value ?? null;

/** The trimmed value of a setting, or the fallback when it is missing or blank. */
export const settingOr = (
  settings: readonly SiteSetting[],
  key: string,
  fallback: string,
): string => settingValue(settings, key)?.trim() || fallback;

export const siteNameFrom = (settings: readonly SiteSetting[]): string =>
  settingOr(settings, SITE_NAME_SETTING_KEY, DEFAULT_SITE_NAME);

const noSettings: readonly SiteSetting[] = [];

export const useSiteSettings = (): readonly SiteSetting[] => {
  const { data } = useGetSiteSettingsQuery();
  return data ?? noSettings;
};

export const useSiteName = (): string => siteNameFrom(useSiteSettings());

/** The raw value of one setting ('' when missing), e.g. a logo address. */
export const useSetting = (key: string): string => settingValue(useSiteSettings(), key) ?? '';
