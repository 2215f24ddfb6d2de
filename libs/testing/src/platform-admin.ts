import type { CurrentUser } from '@mithaq/contracts';
import { ApiClient } from './http-client';
import { Platform } from './platform';

export interface AdminCredentials {
  username: string;
  password: string;
}

/** A running platform and its admin account, signed in through the API. */
export interface PlatformWithAdmin {
  platform: Platform;
  /** One session signed in as the admin. */
  admin: ApiClient;
  adminId: string;
  /** For signing in again, e.g. through the browser's /auth form. */
  credentials: AdminCredentials;
}

/**
 * The set-up of most end-to-end suites: starts the platform, creates the admin account with the
 * identity seed and signs it in. Pass the suite's own `Platform` (with its options) so the suite's
 * `afterAll(() => platform.stop())` also cleans up after a start that failed half-way.
 */
export const startPlatformWithAdmin = async (
  platform: Platform = new Platform(),
): Promise<PlatformWithAdmin> => {
  await platform.start();
  const credentials = await platform.seedAdmin();
  const admin = new ApiClient(platform.baseUrl);
  const login = await admin.json<CurrentUser>('POST', '/api/login', credentials);
  if (login.status !== 200 || login.body.role !== 'admin') {
    throw new Error(
      `the seeded admin could not sign in: ${login.status} ${JSON.stringify(login.body)}`,
    );
  }
  return { platform, admin, adminId: login.body.id, credentials };
};
