import {
  ContentRoutes,
  routeUrl,
  type AnyRoute,
  type CreateContentRequest,
  type CreateSettingRequest,
  type LibraryImageCategory,
  type LogoUploadFields,
  type RouteReply,
  type SiteImageUploadFields,
  type UpdateContentRequest,
  type UpdateSettingRequest,
} from '@mithaq/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { api, listTags } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = ContentRoutes;

/** An image upload: the chosen file and the form's text fields. */
export type ImageUpload<Fields> = Fields & { file: File };

/**
 * A multipart upload of one file in the field "file" with the other fields as text. The body is
 * FormData and no content type is set here: the browser writes multipart/form-data with its
 * boundary, and the file streams to the server as bytes, not as a data URL inside JSON.
 */
export const uploadRequest = <Fields extends Record<string, string | undefined>>(
  route: AnyRoute,
  { file, ...fields }: ImageUpload<Fields>,
): FetchArgs => {
  const form = new FormData();
  const text: Record<string, string | undefined> = fields;
  for (const [name, value] of Object.entries(text)) {
    if (value !== undefined) {
      form.set(name, value);
    }
  }
  form.set('file', file, file.name);
  return { url: routeUrl(route), method: route.method, body: form };
};

/**
 * Site content, settings, images and logos. Endpoint names carry an admin prefix so they never
 * clash with the public pages' own endpoints on the shared slice. Mutations invalidate the whole
 * tag type, so the public queries (the header logo, the legal pages) refresh as well.
 */
export const siteAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSiteContent: build.query<RouteReply<typeof routes.listContent>, void>({
      query: () => routeRequest(routes.listContent),
      providesTags: (items) => listTags('SiteContent', items),
    }),
    adminCreateSiteContent: build.mutation<
      RouteReply<typeof routes.createContent>,
      CreateContentRequest
    >({
      query: (body) => routeRequest(routes.createContent, { body }),
      invalidatesTags: ['SiteContent'],
    }),
    adminUpdateSiteContent: build.mutation<
      RouteReply<typeof routes.updateContent>,
      UpdateContentRequest & { key: string }
    >({
      query: ({ key, ...body }) => routeRequest(routes.updateContent, { params: { key }, body }),
      invalidatesTags: ['SiteContent'],
    }),
    adminSiteSettings: build.query<RouteReply<typeof routes.listSettings>, void>({
      query: () => routeRequest(routes.listSettings),
      providesTags: (items) => listTags('SiteSettings', items),
    }),
    adminCreateSiteSetting: build.mutation<
      RouteReply<typeof routes.createSetting>,
      CreateSettingRequest
    >({
      query: (body) => routeRequest(routes.createSetting, { body }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminUpdateSiteSetting: build.mutation<
      RouteReply<typeof routes.putSetting>,
      UpdateSettingRequest & { key: string }
    >({
      query: ({ key, ...body }) => routeRequest(routes.putSetting, { params: { key }, body }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminUploadLogo: build.mutation<
      RouteReply<typeof routes.uploadLogo>,
      ImageUpload<LogoUploadFields>
    >({
      query: (upload) => uploadRequest(routes.uploadLogo, upload),
      invalidatesTags: ['SiteSettings'],
    }),
    adminSiteImages: build.query<RouteReply<typeof routes.listImages>, LibraryImageCategory>({
      query: (category) => routeRequest(routes.listImages, { query: { category } }),
      providesTags: (items) => listTags('SiteImages', items),
    }),
    adminCreateSiteImage: build.mutation<
      RouteReply<typeof routes.uploadImage>,
      ImageUpload<SiteImageUploadFields>
    >({
      query: (upload) => uploadRequest(routes.uploadImage, upload),
      invalidatesTags: ['SiteImages'],
    }),
    adminDeleteSiteImage: build.mutation<RouteReply<typeof routes.deleteImage>, string>({
      query: (id) => routeRequest(routes.deleteImage, { params: { id } }),
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
