import {
  ContentRoutes,
  type CreateContentRequest,
  type CreateSettingRequest,
  type LibraryImageCategory,
  type RouteReply,
  type UpdateContentRequest,
  type UpdateSettingRequest,
  type UploadLogoRequest,
  type UploadSiteImageRequest,
} from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = ContentRoutes;

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
    adminUploadLogo: build.mutation<RouteReply<typeof routes.uploadLogo>, UploadLogoRequest>({
      query: (body) => routeRequest(routes.uploadLogo, { body }),
      invalidatesTags: ['SiteSettings'],
    }),
    adminSiteImages: build.query<RouteReply<typeof routes.listImages>, LibraryImageCategory>({
      query: (category) => routeRequest(routes.listImages, { query: { category } }),
      providesTags: (items) => listTags('SiteImages', items),
    }),
    adminCreateSiteImage: build.mutation<
      RouteReply<typeof routes.uploadImage>,
      UploadSiteImageRequest
    >({
      query: (body) => routeRequest(routes.uploadImage, { body }),
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
