import type { tagTypes } from '../../../lib/api';

type TagType = (typeof tagTypes)[number];

/** Each item by id plus the list itself (mutations invalidate the whole type). */
export const listTags = <T extends TagType>(
  type: T,
  items: readonly { id: string }[] | undefined,
) => [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];
