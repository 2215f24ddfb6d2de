import { FIRST_SCREEN_DATA_ID, type FirstScreenEntry } from '@mithaq/contracts';
import { QueryStatus } from '@reduxjs/toolkit/query/react';
import { api } from '../lib/api';
import type { AppDispatch, RootState } from '../lib/store';

/** One answer in the app's cache: the endpoint, what it was asked with, what it answered. */
export type CacheEntry = FirstScreenEntry;

/** The answers the store holds (the page drawn on the server was drawn from these). */
export const cacheEntriesOf = (state: RootState): CacheEntry[] =>
  Object.values(state[api.reducerPath].queries).flatMap((query) =>
    query?.status === QueryStatus.fulfilled && query.endpointName
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );

const isCacheEntry = (value: unknown): value is CacheEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<CacheEntry>).endpointName === 'string' &&
  'value' in value;

/**
 * The answers a member's document drawn by the gateway carries (its JSON block), or none: the
 * document was sent as built, or the block cannot be read.
 */
export const readFirstScreenData = (root: Document = document): CacheEntry[] => {
  const text = root.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isCacheEntry) : [];
  } catch {
    return [];
  }
};

/**
 * Puts the answers into the store as if the app had asked for them now: its first render then
 * draws the page the member already sees, without asking the gateway again. Only answers of
 * endpoints the app has loaded can go in (a page's endpoints arrive with its code): returns the
 * others, for when their code is in.
 */
export const startWith = (dispatch: AppDispatch, entries: readonly CacheEntry[]): CacheEntry[] => {
  const known = entries.filter((entry) => entry.endpointName in api.endpoints);
  if (known.length > 0) {
    // The entries come from the same endpoints' answers; their types are the endpoints' own.
    dispatch(api.util.upsertQueryEntries(known as never));
  }
  return entries.filter((entry) => !known.includes(entry));
};
