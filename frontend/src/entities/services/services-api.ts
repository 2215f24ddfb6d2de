import { CoursePaths, type RouteReply } from '@mithaq/contracts';
import { api, listTags } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

/** The wedding-services catalogue as the server prices it (active items, pence). */
export const servicesCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<RouteReply<typeof CoursePaths.listServices>, void>({
      query: () => routeRequest(CoursePaths.listServices),
      providesTags: (items) => listTags('Services', items),
    }),
  }),
});

export const { useGetServicesQuery } = servicesCatalogueApi;
