import { Accounts1763700000100 } from './1763700000100-accounts';

export const identityMigrations = [Accounts1763700000100];
