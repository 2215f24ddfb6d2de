import { Accounts1763700000100 } from './1763700000100-accounts';
import { AccountSuspension1763700001000 } from './1763700001000-account-suspension';
import { AccountMembership1763700001300 } from './1763700001300-account-membership';
import { AccountCourse1763700001400 } from './1763700001400-account-course';
import { AccountVerified1763700002120 } from './1763700002120-account-verified';
import { AccountTokens1763700003000 } from './1763700003000-account-tokens';
import { TwoFactor1763700004000 } from './1763700004000-two-factor';

export const identityMigrations = [
  Accounts1763700000100,
  AccountSuspension1763700001000,
  AccountMembership1763700001300,
  AccountCourse1763700001400,
  AccountVerified1763700002120,
  AccountTokens1763700003000,
  TwoFactor1763700004000,
];
