import { Profiles1763700000200 } from './1763700000200-profiles';
import { Questionnaires1763700000210 } from './1763700000210-questionnaires';

export const profileMigrations = [Profiles1763700000200, Questionnaires1763700000210];
