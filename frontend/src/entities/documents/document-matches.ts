import { DocumentPaths, type DocumentMatchSummary, type RouteReply } from '@mithaq/contracts';
import { api, listTags } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

const routes = DocumentPaths;

/** The member's accepted matches, read by the matches and messages screens to link their pages. */
export const documentMatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentMatches: build.query<RouteReply<typeof routes.myMatches>, void>({
      query: () => routeRequest(routes.myMatches),
      providesTags: (items) => listTags('DocumentMatches', items),
    }),
  }),
});

export const { useGetDocumentMatchesQuery } = documentMatchesApi;

/** The accepted match with this member, if there is one. */
export const documentMatchWith = (
  matches: readonly DocumentMatchSummary[] | undefined,
  partnerId: string,
): DocumentMatchSummary | undefined => matches?.find((match) => match.partnerId === partnerId);

/** Everything a change of documents, reveal or meeting may have made stale. */
export const documentTags = ['Documents', 'DocumentMatches', 'DocumentMatch'] as const;
