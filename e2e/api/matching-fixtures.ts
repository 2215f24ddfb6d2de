import { randomBytes } from 'node:crypto';
import type { MatchCard, MatchPage, QuestionnaireAnswers } from '@mithaq/contracts';
import {
  ApiClient,
  grantMembership,
  maleQuestionnaireAnswers,
  verifiedMember,
  waitFor,
  type GrantableTier,
  type Platform,
} from '@mithaq/testing';
import { DEFAULT_WEIGHTS, scorePair, type Candidate, type Weights } from '@mithaq/matching-engine';

/**
 * Helpers for the matching API tests. Each test puts its members in a "community" of its own:
 * a unique ethnicity with interculturalMarriage "no", so the engine's dealbreaker keeps them
 * from matching anyone another test registered on the same platform.
 */

export interface Member {
  client: ApiClient;
  id: string;
  username: string;
  /** What the member signs in with (a browser test's sign-in page). */
  password: string;
  fullName: string;
  waliContact: string;
  email: string;
  /** What the engine scores: the registration's facts and, once submitted, the answers. */
  candidate: Candidate;
}

/** A unique ethnicity: members sharing it match only each other. */
export const newCommunity = (): string => `Community ${randomBytes(4).toString('hex')}`;

/** A man's answers: the shared fixture, marrying only within his community. */
export const manAnswers = (
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers => ({
  ...maleQuestionnaireAnswers,
  interculturalMarriage: 'no',
  preferredAgeMin: 24,
  preferredAgeMax: 33,
  ...overrides,
});

/** A woman's answers compatible with manAnswers (hijab instead of beard, range 25–40). */
export const womanAnswers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers =>
  manAnswers({
    beardLevel: null,
    hijabLevel: 'always',
    height: 163,
    weight: 58,
    preferredAgeMin: 25,
    preferredAgeMax: 40,
    ...overrides,
  });

/**
 * Registers a signed-in member whose profile has reached the profile service, with the address
 * verified from the emailed link (only verified members can be approved).
 */
export const register = async (
  platform: Platform,
  community: string,
  overrides: Record<string, unknown> = {},
): Promise<Member> => {
  const { id, details, client } = await verifiedMember(platform, {
    ethnicity: community,
    waliContact: 'Brother Abdi Yusuf (father), 07700 900123',
    ...overrides,
  });
  return {
    client,
    id,
    username: details.username,
    password: details.password,
    fullName: details.fullName,
    waliContact: details.waliContact,
    email: details.email,
    candidate: {
      userId: id,
      gender: details.gender as Candidate['gender'],
      lookingFor: details.lookingFor as Candidate['lookingFor'],
      dateOfBirth: details.dateOfBirth,
      ethnicity: details.ethnicity,
      countryOfResidence: details.countryOfResidence,
      educationLevel: null,
      isApproved: true,
      questionnaireApproved: true,
      answers: manAnswers(),
    },
  };
};

/** A 30-year-old woman (born 1996) looking for a man. */
export const registerWoman = (
  platform: Platform,
  community: string,
  overrides: Record<string, unknown> = {},
): Promise<Member> =>
  register(platform, community, {
    fullName: 'Amina Yusuf Ali',
    gender: 'female',
    lookingFor: 'male',
    dateOfBirth: '1996-05-12',
    ...overrides,
  });

/** A 30-year-old man (born 1996) looking for a woman. */
export const registerMan = (
  platform: Platform,
  community: string,
  overrides: Record<string, unknown> = {},
): Promise<Member> => register(platform, community, { dateOfBirth: '1996-02-25', ...overrides });

export const submitQuestionnaire = async (
  member: Member,
  answers: QuestionnaireAnswers,
): Promise<void> => {
  const submitted = await member.client.json('POST', '/api/questionnaire', {
    ...answers,
    userId: member.id,
  });
  if (submitted.status !== 201) {
    throw new Error(`questionnaire submission failed with ${submitted.status}`);
  }
  member.candidate.answers = answers;
};

/** The score the engine gives the pair (default weights unless given), computed here. */
export const expectedScore = (a: Member, b: Member, weights: Weights = DEFAULT_WEIGHTS): number =>
  scorePair(a.candidate, b.candidate, weights, new Date().toISOString().slice(0, 10)).score;

/**
 * The admin approves the member's account and questionnaire, then grants them `tier` (bronze
 * unless told; 'free' grants nothing): most tests send requests and read compatibility factors,
 * which the free tier withholds.
 */
export const approve = async (
  admin: ApiClient,
  member: Member,
  tier: GrantableTier | 'free' = 'bronze',
): Promise<void> => {
  const account = await admin.json('POST', `/api/admin/approve-user/${member.id}`);
  const questionnaire = await admin.json('POST', `/api/admin/questionnaires/${member.id}/approve`);
  if (account.status !== 200 || questionnaire.status !== 200) {
    throw new Error(`approval failed with ${account.status}/${questionnaire.status}`);
  }
  if (tier !== 'free') {
    await grantMembership(admin, member, tier);
  }
};

/** Registers, submits and approves: a member the engine can match, on `tier` (see approve). */
export const matchableMember = async (
  platform: Platform,
  admin: ApiClient,
  gender: 'female' | 'male',
  community: string,
  options: {
    answers?: Partial<QuestionnaireAnswers>;
    personal?: Record<string, unknown>;
    tier?: GrantableTier | 'free';
  } = {},
): Promise<Member> => {
  const member =
    gender === 'female'
      ? await registerWoman(platform, community, options.personal)
      : await registerMan(platform, community, options.personal);
  await submitQuestionnaire(
    member,
    gender === 'female' ? womanAnswers(options.answers) : manAnswers(options.answers),
  );
  await approve(admin, member, options.tier);
  return member;
};

/** Every match of the member on one page (the maximum page size). */
export const allMatches = async (member: Member, query = ''): Promise<MatchCard[]> => {
  const { status, body } = await member.client.json<MatchPage>(
    'GET',
    `/api/matches/list?pageSize=50${query}`,
  );
  if (status !== 200) {
    throw new Error(`the matches list answered ${status}`);
  }
  return body.items;
};

/** Polls until the worker has stored the member's matches with exactly these user ids. */
export const waitForMatches = (
  member: Member,
  userIds: string[],
  what = 'the matches to be computed',
): Promise<MatchCard[]> =>
  waitFor(
    async () => {
      const items = await allMatches(member);
      const ids = items.map((item) => item.userId).sort();
      return ids.length === userIds.length && ids.every((id, i) => id === [...userIds].sort()[i])
        ? items
        : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 250, what },
  );
