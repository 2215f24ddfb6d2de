import { api } from '../../../lib/api';
import type {
  DeletedReply,
  LibraryImageCategory,
  LogoSettingKey,
  LogoUploadReply,
  SiteContent,
  SiteImage,
  SiteSetting,
} from '@mithaq/contracts';
import { listTags } from './tags';

export interface NewSiteContent {
  key: string;
  title: string;
  content: string;
}

export interface NewSiteImage {
  imageData: string;
  category: LibraryImageCategory;
  title: string;
  alt: string;
}

export interface LogoUpload {
  imageData: string;
  imageType: string;
  settingKey: LogoSettingKey;
}

const keyPath = (key: string): string => encodeURIComponent(key);

/**
 * Site content, settings, images and logos. Endpoint names carry an admin prefix so they never
 * clash with the public pages' own endpoints on the shared slice. Mutations invalidate the whole
 * tag type, so the public queries (the header logo, the legal pages) refresh as well.
 */
export const siteAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSiteContent: build.query<SiteContent[], void>({
      query: () => 'api/site-content',
      providesTags: (items) => listTags('SiteContent', items),
    }),
    adminCreateSiteContent: build.mutation<SiteContent, NewSiteContent>({
      query: (body) => ({ url: 'api/admin/site-content', method: 'POST', body }),
      invalidatesTags: ['SiteContent'],
    }),
    adminUpdateSiteContent: build.mutation<SiteContent, NewSiteContent>({
      query: ({ key, title, content }) => ({
        url: `api/admin/site-content/${keyPath(key)}`,
        method: 'PUT',
        body: { title, content },
      }),
      invalidatesTags: ['SiteContent'],
    }),
    adminSiteSettings: build.query<SiteSetting[], void>({
      query: () => 'api/site-settings',
      providesTags: (items) => listTags('SiteSettings', items),
    }),
    adminCreateSiteSetting: build.mutation<SiteSetting, { key: string; value: string }>({
      query: (body) => ({ url: 'api/admin/site-settings', method: 'POST', body }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminUpdateSiteSetting: build.mutation<SiteSetting, { key: string; value: string }>({
      query: ({ key, value }) => ({
        url: `api/admin/site-settings/${keyPath(key)}`,
        method: 'PUT',
        body: { value },
      }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminUploadLogo: build.mutation<LogoUploadReply, LogoUpload>({
      query: (body) => ({ url: 'api/admin/upload-image', method: 'POST', body }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminSiteImages: build.query<SiteImage[], LibraryImageCategory>({
      query: (category) => ({ url: 'api/site-images', params: { category } }),
      providesTags: (items) => listTags('SiteImages', items),
    }),
    adminCreateSiteImage: build.mutation<SiteImage, NewSiteImage>({
      query: (body) => ({ url: 'api/admin/site-images', method: 'POST', body }),
      invalidatesTags: ['SiteImages'],
    }),
    adminDeleteSiteImage: build.mutation<DeletedReply, string>({
      query: (id) => ({ url: `api/admin/site-images/${keyPath(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SiteImages'],
    }),
  }),
});

export const {
  useAdminSiteContentQuery,
  useAdminCreateSiteContentMutation,
  useAdminUpdateSiteContentMutation,
  useAdminSiteSettingsQuery,
  useAdminCreateSiteSettingMutation,
  useAdminUpdateSiteSettingMutation,
  useAdminUploadLogoMutation,
  useAdminSiteImagesQuery,
  useAdminCreateSiteImageMutation,
  useAdminDeleteSiteImageMutation,
} = siteAdminApi;
