import { ContentPaths, type SiteContent } from '@mithaq/contracts';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

export type { SiteContent };

/** Keys of the server-held legal pages. */
export const contentKeys = {
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toSiteContent = (value: unknown): SiteContent | null => {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.content !== 'string') {
    return null;
  }
  return {
    id: typeof value.id === 'string' ? value.id : value.key,
    key: value.key,
    title: typeof value.title === 'string' ? value.title : '',
    content: value.content,
    lastUpdated: typeof value.lastUpdated === 'string' ? value.lastUpdated : '',
  };
};

export const siteContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteContent: build.query<SiteContent[], void>({
      query: () => routeRequest(ContentPaths.listContent),
      transformResponse: (reply: unknown) =>
        Array.isArray(reply)
          ? reply.map(toSiteContent).filter((entry): entry is SiteContent => entry !== null)
          : [],
      providesTags: (entries = []) => [
        'SiteContent',
        { type: 'SiteContent', id: 'LIST' },
        ...entries.map((entry) => ({ type: 'SiteContent' as const, id: entry.key })),
      ],
    }),
  }),
});

export const { useGetSiteContentQuery } = siteContentApi;
