import { MatchingRpc, parseOrThrow } from '@mithaq/contracts';

/** A match request id from the path, checked with the contract's own id rule (400 otherwise). */
export const parseRequestId = (id: string): string =>
  parseOrThrow(MatchingRpc.adminGetRequest.request, { id }).id;
