import { Profiles1763700000200 } from './1763700000200-profiles';

export const profileMigrations = [Profiles1763700000200];
