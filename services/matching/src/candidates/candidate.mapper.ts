import type {
  Gender,
  NotMatchableReason,
  PracticeLevel,
  QuestionnaireAnswers,
} from '@mithaq/contracts';
import type { Candidate } from '@mithaq/matching-engine';

/** A candidates row as the repository selects it (dates as YYYY-MM-DD text). */
export interface CandidateRow {
  user_id: string;
  username: string | null;
  email: string | null;
  role: string | null;
  full_name: string | null;
  gender: Gender | null;
  looking_for: Gender | null;
  date_of_birth: string | null;
  nationality: string | null;
  ethnicity: string | null;
  country_of_residence: string | null;
  marital_status: string | null;
  practice_level: PracticeLevel | null;
  occupation: string | null;
  education_level: string | null;
  height: number | null;
  islamic_sect: string | null;
  bio: string | null;
  is_wali_verified: boolean;
  is_certified: boolean;
  /** The profile service's Verified badge (an approved ID document and face photo). */
  is_verified: boolean;
  account_status: 'pending' | 'approved' | 'rejected';
  questionnaire_status: 'none' | 'pending' | 'approved' | 'rejected';
  answers: QuestionnaireAnswers | null;
  is_eligible: boolean;
  version: string;
}

/** Why a member gets no matches, or null when they are matchable (candidates.is_eligible). */
export const notMatchableReasonOf = (row: CandidateRow | null): NotMatchableReason | null => {
  const profileReady =
    row !== null &&
    row.role === 'seeker' &&
    row.account_status === 'approved' &&
    row.username !== null &&
    row.full_name !== null &&
    row.gender !== null &&
    row.looking_for !== null &&
    row.date_of_birth !== null &&
    row.ethnicity !== null &&
    row.country_of_residence !== null &&
    row.practice_level !== null;
  if (!profileReady) {
    return 'profile-not-approved';
  }
  if (row.questionnaire_status === 'none' || row.answers === null) {
    return 'questionnaire-incomplete';
  }
  if (row.questionnaire_status !== 'approved') {
    return 'questionnaire-not-approved';
  }
  return null;
};

/** The engine's view of an eligible member; null when the row cannot be scored. */
export const toEngineCandidate = (row: CandidateRow): Candidate | null => {
  if (
    !row.is_eligible ||
    row.answers === null ||
    row.gender === null ||
    row.looking_for === null ||
    row.date_of_birth === null ||
    row.ethnicity === null ||
    row.country_of_residence === null
  ) {
    return null;
  }
  return {
    userId: row.user_id,
    gender: row.gender,
    lookingFor: row.looking_for,
    dateOfBirth: row.date_of_birth,
    ethnicity: row.ethnicity,
    countryOfResidence: row.country_of_residence,
    educationLevel: row.education_level,
    isApproved: row.account_status === 'approved',
    questionnaireApproved: row.questionnaire_status === 'approved',
    answers: row.answers,
  };
};

/** First word of the full name: what a match may see of a name. */
export const firstNameOf = (fullName: string | null): string =>
  (fullName ?? '').trim().split(/\s+/)[0] ?? '';
