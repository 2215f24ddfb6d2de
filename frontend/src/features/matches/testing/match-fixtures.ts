import type {
  CurrentUser,
  MatchAccess,
  MatchCard,
  MatchDashboard,
  MatchPage,
  MatchProfileView,
  MatchRequestView,
  TopMatch,
} from '@mithaq/contracts';
import type { Mock } from 'vitest';
import { aUser } from '../../../testing/render-app';

/** The signed-in member of these tests: approved, questionnaire done. */
export const approvedMember = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  aUser({
    isApproved: true,
    approvalStatus: 'approved',
    isEmailVerified: true,
    questionnaireCompleted: true,
    profileCompleted: true,
    questionnaireStatus: 'approved',
    ...overrides,
  });

export const ME = approvedMember();

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const aMatchCard = (n: number, overrides: Partial<MatchCard> = {}): MatchCard => ({
  userId: uuid(n),
  matchId: uuid(100 + n),
  username: `yusuf_${n}`,
  age: 30 + n,
  countryOfResidence: 'United Kingdom',
  practiceLevel: 'practicing',
  isCertified: false,
  isVerified: false,
  isWaliVerified: false,
  compatibilityScore: 80 - n,
  compatibilityLevel: 'high',
  matchingFactors: ['Both pray 5 times daily', 'Same marriage timeline', 'Shared family values'],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A paid tier's access: every match, with details, requests allowed. */
export const fullAccess: MatchAccess = {
  tier: 'bronze',
  hiddenMatches: 0,
  compatibilityDetails: true,
  canSendRequests: true,
  upgradeMessage: null,
};

/** The free tier's access: the best 3, no details, no requests. */
export const freeAccess = (hiddenMatches: number): MatchAccess => ({
  tier: 'free',
  hiddenMatches,
  compatibilityDetails: false,
  canSendRequests: false,
  upgradeMessage: 'Upgrade to see all your matches',
});

export const aMatchPage = (items: MatchCard[], overrides: Partial<MatchPage> = {}): MatchPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  access: fullAccess,
  ...overrides,
});

export const aProfileView = (card: MatchCard, overrides: Partial<MatchProfileView> = {}) =>
  ({
    ...card,
    name: 'Yusuf',
    gender: 'male',
    nationality: 'British',
    ethnicity: 'Bangladeshi',
    maritalStatus: 'single',
    occupation: 'Pharmacist',
    educationLevel: 'Masters',
    height: 178,
    islamicSect: 'sunni',
    bio: 'I volunteer at the mosque and enjoy hiking.',
    ...overrides,
  }) satisfies MatchProfileView;

export const aTopMatch = (n: number, overrides: Partial<TopMatch> = {}): TopMatch => ({
  id: uuid(n),
  matchId: uuid(100 + n),
  username: `yusuf_${n}`,
  name: `Yusuf${n}`,
  age: 30 + n,
  location: 'United Kingdom',
  compatibilityLevel: 'high',
  compatibilityScore: 80 - n,
  keyMatchingAreas: ['Both pray 5 times daily', 'Same marriage timeline'],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aDashboard = (overrides: Partial<MatchDashboard> = {}): MatchDashboard => ({
  totalMatches: 7,
  matchCategories: { highCompatibility: 2, mediumCompatibility: 3, basicCompatibility: 2 },
  commonMatchingAreas: ['Both pray 5 times daily', 'Same marriage timeline'],
  topMatches: [aTopMatch(1), aTopMatch(2)],
  notMatchableReason: null,
  access: fullAccess,
  ...overrides,
});

const party = (id: string, username: string, countryOfResidence: string) => ({
  id,
  username,
  countryOfResidence,
});

/** A request the signed-in member sent to the member n. */
export const aSentRequest = (
  n: number,
  overrides: Partial<MatchRequestView> = {},
): MatchRequestView => ({
  id: uuid(500 + n),
  requesterId: ME.id,
  targetId: uuid(n),
  status: 'pending',
  message: `Assalamu alaikum. @${ME.username} would like to connect with you.`,
  requestDate: '2026-11-02T10:00:00.000Z',
  createdAt: '2026-11-02T10:00:00.000Z',
  responseDate: null,
  requester: party(ME.id, ME.username, 'United Kingdom'),
  target: party(uuid(n), `yusuf_${n}`, n % 2 === 0 ? 'Canada' : 'United Kingdom'),
  ...overrides,
});

/** A request the member n sent to the signed-in member. */
export const aReceivedRequest = (
  n: number,
  overrides: Partial<MatchRequestView> = {},
): MatchRequestView => ({
  id: uuid(600 + n),
  requesterId: uuid(n),
  targetId: ME.id,
  status: 'pending',
  message: `Assalamu alaikum. @yusuf_${n} would like to connect with you.`,
  requestDate: '2026-11-03T10:00:00.000Z',
  createdAt: '2026-11-03T10:00:00.000Z',
  responseDate: null,
  requester: party(uuid(n), `yusuf_${n}`, 'Ireland'),
  target: party(ME.id, ME.username, 'United Kingdom'),
  ...overrides,
});

/** The query strings of the calls made to a path, in order (the fetch mock keys by path only). */
export const queriesTo = (fetchMock: Mock, path: string): URLSearchParams[] =>
  fetchMock.mock.calls
    .map((args: unknown[]) => {
      const input = args[0] as RequestInfo | URL;
      return new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    })
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
