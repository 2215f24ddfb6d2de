import { BillingRoutes } from '../billing/routes';
import { ContentRoutes } from '../content/routes';
import { CourseRoutes } from '../course/routes';
import { DocumentRoutes } from '../documents/routes';
import { AccountSecurityRoutes } from '../identity/account-security';
import { IdentityRoutes } from '../identity/routes';
import { TwoFactorRoutes } from '../identity/two-factor';
import { MatchingRoutes } from '../matching/routes';
import { MessagingRoutes } from '../messaging/routes';
import { OpsRoutes } from '../ops/routes';
import { ProfileRoutes } from '../profile/routes';
import type { AnyRoute } from './route';

/**
 * Every HTTP route the gateway serves, by domain. The gateway registers exactly these (a test
 * compares its route table with this list); tests walk it for the access matrix.
 */
export const routeTables = {
  identity: IdentityRoutes,
  accountSecurity: AccountSecurityRoutes,
  twoFactor: TwoFactorRoutes,
  profile: ProfileRoutes,
  content: ContentRoutes,
  billing: BillingRoutes,
  matching: MatchingRoutes,
  messaging: MessagingRoutes,
  course: CourseRoutes,
  documents: DocumentRoutes,
  ops: OpsRoutes,
} as const;

export const allRoutes: readonly AnyRoute[] = Object.values(routeTables).flatMap(
  (table: Readonly<Record<string, AnyRoute>>): AnyRoute[] => Object.values(table),
);
