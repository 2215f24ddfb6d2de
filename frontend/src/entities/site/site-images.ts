import {
  ContentPaths,
  pathUrl,
  type LibraryImageCategory,
  type SiteImage as SiteImageRecord,
} from '@mithaq/contracts';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

/** What a public page needs of an image record; `url` is '/uploads/<filename>'. */
export type SiteImage = Pick<SiteImageRecord, 'id' | 'title' | 'alt' | 'url'> & {
  category: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A usable image record: an id and an address (url, or /uploads/ plus the filename). */
const toSiteImage = (value: unknown): SiteImage | null => {
  if (!isRecord(value) || typeof value.id !== 'string') {
    return null;
  }
  const filename = text(value.filename);
  const url = text(value.url) || (filename ? pathUrl(ContentPaths.imageFile, { filename }) : '');
  if (!url) {
    return null;
  }
  return {
    id: value.id,
    category: text(value.category),
    title: text(value.title),
    alt: text(value.alt),
    url,
  };
};

export const siteImagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteImages: build.query<SiteImage[], LibraryImageCategory>({
      // Images only decorate pages: a failure is logged and means none.
      queryFn: async (category, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery(
          routeRequest(ContentPaths.listImages, { query: { category } }),
        );
        if (result.error || !Array.isArray(result.data)) {
          console.warn(`Could not load the ${category} images`, result.error ?? result.data);
          return { data: [] };
        }
        return {
          data: result.data.map(toSiteImage).filter((image): image is SiteImage => image !== null),
        };
      },
      providesTags: (images = []) => [
        'SiteImages',
        { type: 'SiteImages', id: 'LIST' },
        ...images.map((image) => ({ type: 'SiteImages' as const, id: image.id })),
      ],
    }),
  }),
});

export const { useGetSiteImagesQuery } = siteImagesApi;
