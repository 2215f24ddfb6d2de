import type { MembershipTier } from '../enums';

/** Tier ranking free 0, bronze 1, silver 2, gold 3: only a strictly higher tier can be bought. */
export const tierRank: Record<MembershipTier, number> = { free: 0, bronze: 1, silver: 2, gold: 3 };

export const isHigherTier = (wanted: MembershipTier, current: MembershipTier): boolean =>
  tierRank[wanted] > tierRank[current];

/** What a tier unlocks. The services that own the data enforce it; the SPA only explains it. */
export interface Entitlements {
  /** How many of the member's best matches they may see; null: all of them. */
  visibleMatches: number | null;
  /** Whether the matches show their compatibility details (factors), beyond score and level. */
  compatibilityDetails: boolean;
  sendMatchRequests: boolean;
  /** Conversations with a member after an accepted request. */
  memberConversations: boolean;
  /** Agreed matches with whom contact details can be exchanged (silver and gold). */
  contactExchanges: number;
  /** Meeting arrangements whose fee is waived (gold). */
  includedMeetings: number;
  /** Whether the tier renews monthly (bronze). */
  recurring: boolean;
}

/** The free tier's match limit: the member's best three. */
export const FREE_VISIBLE_MATCHES = 3;

export const entitlementsByTier: Record<MembershipTier, Entitlements> = {
  free: {
    visibleMatches: FREE_VISIBLE_MATCHES,
    compatibilityDetails: false,
    sendMatchRequests: false,
    memberConversations: false,
    contactExchanges: 0,
    includedMeetings: 0,
    recurring: false,
  },
  bronze: {
    visibleMatches: null,
    compatibilityDetails: true,
    sendMatchRequests: true,
    memberConversations: true,
    contactExchanges: 0,
    includedMeetings: 0,
    recurring: true,
  },
  silver: {
    visibleMatches: null,
    compatibilityDetails: true,
    sendMatchRequests: true,
    memberConversations: true,
    contactExchanges: 1,
    includedMeetings: 0,
    recurring: false,
  },
  gold: {
    visibleMatches: null,
    compatibilityDetails: true,
    sendMatchRequests: true,
    memberConversations: true,
    contactExchanges: 1,
    includedMeetings: 1,
    recurring: false,
  },
};

export const entitlementsOf = (tier: MembershipTier): Entitlements => entitlementsByTier[tier];

/** What a free member reads where a paid tier is needed. */
export const UpgradeMessage = {
  SendRequests: 'Upgrade to send requests',
  SeeAllMatches: 'Upgrade to see all your matches',
  Conversations: 'Upgrade to message your matches',
} as const;
