/**
 * The platform of the load benchmark: the demo data `npm start` seeds (admin, demo members and
 * their matches, the demo conversation), plus bench members registered, answered and approved
 * through the API, each signed in on a session of its own.
 */
import { buildQuestionnaireAnswers, type CurrentUser, type Gender } from '@mithaq/contracts';
import { DEMO_SEED_ENV, newMember, Platform, SEEDED_ADMIN, waitFor } from '@mithaq/testing';
import { inParallel, Session } from './messaging-members';

export const ADMIN = SEEDED_ADMIN;
const DEMO_SEEDS = ['identity', 'profile', 'matching', 'messaging', 'course'] as const;

export const seedDemo = async (platform: Platform): Promise<void> => {
  for (const service of DEMO_SEEDS) {
    await platform.runSeed(service, DEMO_SEED_ENV);
  }
};

/** A bench member: their username, password and id, for signing in again and again. */
export interface BenchMember {
  id: string;
  username: string;
  password: string;
  gender: Gender;
}

const answersFor = (gender: Gender) =>
  buildQuestionnaireAnswers(gender, {
    height: gender === 'female' ? 163 : 178,
    weight: gender === 'female' ? 60 : 76,
    preferredAgeMin: 22,
    preferredAgeMax: 40,
  });

/** Registers, answers and approves one member (half women, half men, the demo's communities). */
const benchMember = async (
  platform: Platform,
  admin: Session,
  index: number,
): Promise<BenchMember> => {
  const gender: Gender = index % 2 === 0 ? 'female' : 'male';
  const details = newMember({
    gender,
    lookingFor: gender === 'female' ? 'male' : 'female',
    fullName: gender === 'female' ? 'Maryam Hassan' : 'Idris Karim',
    dateOfBirth: gender === 'female' ? '1995-07-03' : '1993-11-20',
    ethnicity: ['Bangladeshi', 'Pakistani', 'Somali', 'Arab'][index % 4],
  });
  const { baseUrl } = platform;
  await new Session(baseUrl).request('POST', '/api/register', details);
  // Only members whose address is verified can be approved: open the emailed link.
  await platform.verifyEmail(String(details['email']));
  const member = await new Session(baseUrl).signIn(
    String(details['username']),
    String(details['password']),
  );
  await waitFor(
    async () => (await member.request<Partial<CurrentUser>>('GET', '/api/user')).body.gender,
    { what: 'the profile', timeoutMs: 30_000 },
  );
  const submitted = await member.request('POST', '/api/questionnaire', {
    ...answersFor(gender),
    userId: member.id,
  });
  const account = await admin.request('POST', `/api/admin/approve-user/${member.id}`);
  const questionnaire = await admin.request(
    'POST',
    `/api/admin/questionnaires/${member.id}/approve`,
  );
  if ([submitted.status, account.status, questionnaire.status].join() !== '201,200,200') {
    throw new Error(
      `bench member ${index}: questionnaire ${submitted.status}, approvals ${account.status}/${questionnaire.status}`,
    );
  }
  return {
    id: member.id,
    username: String(details['username']),
    password: String(details['password']),
    gender,
  };
};

export const benchMembers = async (
  platform: Platform,
  admin: Session,
  count: number,
): Promise<BenchMember[]> =>
  inParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    (index) => benchMember(platform, admin, index),
  );

/** A fresh session signed in as the member. */
export const signedIn = (platform: Platform, member: BenchMember): Promise<Session> =>
  new Session(platform.baseUrl).signIn(member.username, member.password);
