import { Profiles1763700000200 } from './1763700000200-profiles';
import { Questionnaires1763700000210 } from './1763700000210-questionnaires';
import { Meetings1763700002100 } from './1763700002100-meetings';
import { Documents1763700002000 } from './1763700002000-documents';

export const profileMigrations = [
  Profiles1763700000200,
  Questionnaires1763700000210,
  Meetings1763700002100,
  Documents1763700002000,
];
