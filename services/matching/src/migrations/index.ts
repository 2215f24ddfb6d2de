import { Matching1763700000500 } from './1763700000500-matching';
import { MatchingSettings1763700000510 } from './1763700000510-matching-settings';
import { MatchRequests1763700000520 } from './1763700000520-match-requests';
import { RecomputeTuning1763700000530 } from './1763700000530-recompute-tuning';
import { BlockedPairs1763700001020 } from './1763700001020-blocked-pairs';
import { MemberTiers1763700001310 } from './1763700001310-member-tiers';
import { CandidateCertification1763700001410 } from './1763700001410-candidate-certification';
import { CandidateVerification1763700002130 } from './1763700002130-candidate-verification';
import { PairWritesLock1763700004100 } from './1763700004100-pair-writes-lock';
import { MemberStatsGeneration1763700004200 } from './1763700004200-member-stats-generation';
import { MemberStatsWithoutCount1763700004300 } from './1763700004300-member-stats-without-count';

export const matchingMigrations = [
  Matching1763700000500,
  MatchingSettings1763700000510,
  MatchRequests1763700000520,
  RecomputeTuning1763700000530,
  BlockedPairs1763700001020,
  MemberTiers1763700001310,
  CandidateCertification1763700001410,
  CandidateVerification1763700002130,
  PairWritesLock1763700004100,
  MemberStatsGeneration1763700004200,
  MemberStatsWithoutCount1763700004300,
];
