import type { CurrentUser, QuestionnaireAnswers } from '@mithaq/contracts';
import { maleQuestionnaireAnswers } from './fixtures';
import { ApiClient, newMember, registerAndSignIn } from './http-client';
import { waitFor } from './index';
import { Client } from 'pg';
import type { Platform } from './platform';

/** POSTs as `caller` and throws unless the reply has the `expected` status. */
const post = async (
  caller: ApiClient,
  path: string,
  expected: number,
  body?: unknown,
): Promise<void> => {
  const reply = await caller.json('POST', path, body);
  if (reply.status !== expected) {
    throw new Error(`POST ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
};

/** A member made by approvedMember: its id, its credentials and its own signed-in API session. */
export interface ApprovedMember {
  id: string;
  username: string;
  password: string;
  email: string;
  client: ApiClient;
}

/** A member made by verifiedMember: what they registered with and their signed-in API session. */
export interface VerifiedMember {
  id: string;
  details: ReturnType<typeof newMember>;
  client: ApiClient;
}

/**
 * A member registered and signed in, their address verified from the emailed link (only verified
 * members can be approved) and their profile created. `details` changes newMember()'s
 * registration. Throws when registering answers anything but 200.
 */
export const verifiedMember = async (
  platform: Platform,
  details: Record<string, unknown> = {},
): Promise<VerifiedMember> => {
  const registration = newMember(details);
  const client = new ApiClient(platform.baseUrl);
  const registered = await registerAndSignIn(client, registration);
  if (registered.status !== 200) {
    throw new Error(
      `registering ${registration.username} answered ${registered.status}: ${JSON.stringify(registered.body)}`,
    );
  }
  await platform.verifyEmail(registration.email);
  // GET /api/user shows the profile soon after registering, later on a platform just started.
  await waitFor(
    async () => (await client.json<CurrentUser>('GET', '/api/user')).body.gender !== undefined,
    { what: 'the profile', timeoutMs: 60_000 },
  );
  return { id: registered.body.id, details: registration, client };
};

/**
 * A verified member (verifiedMember) who answered the questionnaire, with account and
 * questionnaire approved by `admin`: one who reaches every member page. `details` changes
 * newMember()'s registration and `answers` replaces the male questionnaire. Throws when a step
 * answers the wrong status.
 */
export const approvedMember = async (
  platform: Platform,
  admin: ApiClient,
  options: { details?: Record<string, unknown>; answers?: QuestionnaireAnswers } = {},
): Promise<ApprovedMember> => {
  const { id, details, client } = await verifiedMember(platform, options.details);
  await post(client, '/api/questionnaire', 201, {
    ...(options.answers ?? maleQuestionnaireAnswers),
    userId: id,
  });
  await post(admin, `/api/admin/approve-user/${id}`, 200);
  await post(admin, `/api/admin/questionnaires/${id}/approve`, 200);
  return {
    id,
    username: details.username,
    password: details.password,
    email: details.email,
    client,
  };
};

/**
 * A new admin of the platform: a member registered through the gateway and given the admin role
 * in identity's table (as the seed gives the first admin theirs). Files that change an admin's own
 * account (two-factor sign-in) use one of these and leave the seeded admin as every file finds it.
 */
export const newAdmin = async (
  platform: Platform,
  details: Record<string, unknown> = {},
): Promise<{ username: string; password: string; email: string }> => {
  const member = newMember(details);
  await post(new ApiClient(platform.baseUrl), '/api/register', 201, member);
  const db = new Client({ connectionString: platform.databaseUrl('identity') });
  await db.connect();
  try {
    const { rowCount } = await db.query(`UPDATE accounts SET role = 'admin' WHERE username = $1`, [
      member.username,
    ]);
    if (rowCount !== 1) {
      throw new Error(`no account ${member.username} to make an admin`);
    }
  } finally {
    await db.end();
  }
  return { username: member.username, password: member.password, email: member.email };
};
