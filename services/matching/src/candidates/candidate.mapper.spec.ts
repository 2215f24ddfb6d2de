import { maleQuestionnaireAnswers } from '@mithaq/testing';
import {
  firstNameOf,
  notMatchableReasonOf,
  toEngineCandidate,
  type CandidateRow,
} from './candidate.mapper';

const row = (overrides: Partial<CandidateRow> = {}): CandidateRow => ({
  user_id: '11111111-1111-4111-8111-111111111111',
  username: 'yusuf_a',
  email: 'yusuf@example.com',
  role: 'seeker',
  full_name: 'Yusuf Ali Khan',
  gender: 'male',
  looking_for: 'female',
  date_of_birth: '1994-03-02',
  nationality: 'British',
  ethnicity: 'Pakistani',
  country_of_residence: 'United Kingdom',
  marital_status: 'single',
  practice_level: 'practicing',
  occupation: null,
  education_level: 'bachelor',
  height: null,
  islamic_sect: null,
  bio: 'A bio',
  is_wali_verified: false,
  is_certified: false,
  is_verified: false,
  account_status: 'approved',
  questionnaire_status: 'approved',
  answers: maleQuestionnaireAnswers,
  is_eligible: true,
  version: '7',
  ...overrides,
});

describe('notMatchableReasonOf', () => {
  it('is null for an approved member with an approved questionnaire', () => {
    expect(notMatchableReasonOf(row())).toBeNull();
  });

  it('names the first missing step', () => {
    expect(notMatchableReasonOf(null)).toBe('profile-not-approved');
    expect(notMatchableReasonOf(row({ account_status: 'pending' }))).toBe('profile-not-approved');
    expect(notMatchableReasonOf(row({ role: 'admin' }))).toBe('profile-not-approved');
    expect(notMatchableReasonOf(row({ date_of_birth: null }))).toBe('profile-not-approved');
    expect(notMatchableReasonOf(row({ questionnaire_status: 'none', answers: null }))).toBe(
      'questionnaire-incomplete',
    );
    expect(notMatchableReasonOf(row({ questionnaire_status: 'pending' }))).toBe(
      'questionnaire-not-approved',
    );
    expect(notMatchableReasonOf(row({ questionnaire_status: 'rejected' }))).toBe(
      'questionnaire-not-approved',
    );
  });
});

describe('toEngineCandidate', () => {
  it('maps an eligible row and refuses an ineligible one', () => {
    expect(toEngineCandidate(row())).toMatchObject({
      userId: row().user_id,
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1994-03-02',
      isApproved: true,
      questionnaireApproved: true,
    });
    expect(toEngineCandidate(row({ is_eligible: false }))).toBeNull();
  });
});

describe('firstNameOf', () => {
  it('keeps only the first word', () => {
    expect(firstNameOf('  Yusuf Ali Khan ')).toBe('Yusuf');
    expect(firstNameOf(null)).toBe('');
  });
});
