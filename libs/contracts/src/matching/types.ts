import type { MembershipTier, PracticeLevel } from '../enums';
import type { CompatibilityLevel, MatchFactorKey, MatchRequestStatus } from './schemas';

/** The dashboard reply (GET /api/matches). */
export interface MatchDashboard {
  /** The matches the member may see (at most FREE_VISIBLE_MATCHES on free; access says how many more). */
  totalMatches: number;
  matchCategories: {
    highCompatibility: number;
    mediumCompatibility: number;
    basicCompatibility: number;
  };
  /** The factors most often shared across the member's matches, most common first. */
  commonMatchingAreas: string[];
  /** The best matches in the requested order (at most 6). */
  topMatches: TopMatch[];
  /** Why there are no matches: null when the member is matchable. */
  notMatchableReason: NotMatchableReason | null;
  /** What the member's tier shows of these matches (the SPA's upgrade prompt reads it). */
  access: MatchAccess;
}

/**
 * What a member's tier lets them see and do with their matches (billing's entitlementsByTier),
 * as the matching service applied it to the reply. On free, only the best FREE_VISIBLE_MATCHES
 * show, with score and level but no shared factors, and no request can be sent.
 */
export interface MatchAccess {
  tier: MembershipTier;
  /** Matches the reply leaves out because of the tier; 0 when every match shows. */
  hiddenMatches: number;
  /** False on free: factor lists (keyMatchingAreas, matchingFactors, commonMatchingAreas) are empty. */
  compatibilityDetails: boolean;
  canSendRequests: boolean;
  /** What to tell the member (UpgradeMessage.SeeAllMatches) when the tier limits the reply, else null. */
  upgradeMessage: string | null;
}

export type NotMatchableReason =
  'profile-not-approved' | 'questionnaire-incomplete' | 'questionnaire-not-approved';

export interface TopMatch {
  /** The matched member's user id (what match requests name as targetId). */
  id: string;
  matchId: string;
  username: string;
  /** First name only: a match never sees a full name before a request is accepted. */
  name: string;
  age: number;
  location: string;
  compatibilityLevel: CompatibilityLevel;
  compatibilityScore: number;
  /** Up to 3 shared factors, strongest first. */
  keyMatchingAreas: string[];
  createdAt: string;
}

/** One card on the matches page (GET /api/matches/list). */
export interface MatchCard {
  /** The matched member's user id. */
  userId: string;
  matchId: string;
  username: string;
  age: number;
  countryOfResidence: string;
  practiceLevel: PracticeLevel;
  isCertified: boolean;
  /** The Verified badge: the member's ID document and face photo are approved. */
  isVerified: boolean;
  isWaliVerified: boolean;
  compatibilityScore: number;
  compatibilityLevel: CompatibilityLevel;
  /** Every shared factor as text, strongest first. */
  matchingFactors: string[];
  createdAt: string;
}

export interface MatchPage {
  items: MatchCard[];
  /** Matches the member may see (at most FREE_VISIBLE_MATCHES on free). */
  total: number;
  page: number;
  pageSize: number;
  access: MatchAccess;
}

/** What a match may see of the other member (GET /api/matches/members/{userId}). */
export interface MatchProfileView extends MatchCard {
  name: string;
  gender: 'male' | 'female';
  nationality: string;
  ethnicity: string;
  maritalStatus: string;
  occupation: string | null;
  educationLevel: string | null;
  height: number | null;
  islamicSect: string | null;
  bio: string;
}

/** A party of a request as the member lists show it. */
export interface MatchRequestParty {
  id: string;
  username: string;
  countryOfResidence: string;
}

/** A match request as returned in the sent and received lists. */
export interface MatchRequestView {
  id: string;
  requesterId: string;
  targetId: string;
  status: MatchRequestStatus;
  message: string;
  requestDate: string;
  createdAt: string;
  responseDate: string | null;
  requester: MatchRequestParty;
  target: MatchRequestParty;
}

/** A party of a request as the admin area shows it. */
export interface AdminMatchRequestParty {
  id: string;
  fullName: string;
  username: string;
  email: string;
  practiceLevel: PracticeLevel | null;
}

export interface AdminMatchRequest {
  id: string;
  requester: AdminMatchRequestParty;
  target: AdminMatchRequestParty;
  message: string;
  status: MatchRequestStatus;
  requestDate: string;
  responseDate: string | null;
  adminNotes: string | null;
  isVisible: boolean;
}

export interface AdminMatchRequestPage {
  items: AdminMatchRequest[];
  total: number;
  page: number;
  pageSize: number;
}

/** The admin match analysis: totals, distribution, factor shares, recent high matches. */
export interface MatchAnalysis {
  totalMatches: number;
  averageScore: number;
  /** Matches scoring 85 or more (the spec's fixed figure for the analysis cards). */
  highCompatibilityCount: number;
  /** Bucket label ("30-39", …, "90-100") to count, every bucket present, ascending. */
  matchDistribution: Record<string, number>;
  /** Factor display name to the percentage (0–100, one decimal) of matches sharing it. */
  matchingFactors: Record<string, number>;
  recentHighMatches: {
    user1Id: string;
    user2Id: string;
    user1Name: string;
    user2Name: string;
    score: number;
    factors: string[];
    createdAt: string;
  }[];
  recompute: RecomputeStatus | null;
}

/** One factor weight of the matching algorithm. */
export interface AlgorithmSetting {
  factor: MatchFactorKey;
  weight: number;
  description: string;
  displayName: string;
  lastUpdated: string;
  updatedBy: string | null;
}

/** One compatibility level and its score range. */
export interface CompatibilityThreshold {
  level: 'high' | 'medium' | 'low';
  minScore: number;
  maxScore: number;
  description: string;
}

/** Progress of the newest full recompute (recompute-all), for the admin's progress bar. */
export interface RecomputeStatus {
  runId: string;
  reason: 'weights' | 'thresholds' | 'manual';
  status: 'running' | 'completed' | 'failed';
  totalChunks: number;
  completedChunks: number;
  startedAt: string;
  finishedAt: string | null;
}

export interface AlgorithmSettingsReply {
  settings: AlgorithmSetting[];
  recompute: RecomputeStatus | null;
}

export interface ThresholdsReply {
  thresholds: CompatibilityThreshold[];
  recompute: RecomputeStatus | null;
}
