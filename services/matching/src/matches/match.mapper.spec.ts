import { maleQuestionnaireAnswers } from '@mithaq/testing';
import { DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, type Candidate } from '@mithaq/matching-engine';
import { toEngineCandidate } from '../candidates/candidate.mapper';
import { toProfileView, type MatchRow, type RenderContext } from './match.mapper';

const row = (overrides: Partial<MatchRow> = {}): MatchRow => ({
  user_id: '22222222-2222-4222-8222-222222222222',
  username: 'maryam_b',
  email: 'maryam@example.com',
  role: 'seeker',
  full_name: 'Maryam Bint Ahmed',
  gender: 'female',
  looking_for: 'male',
  date_of_birth: '1996-05-10',
  nationality: 'British',
  ethnicity: 'Arab',
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
  answers: { ...maleQuestionnaireAnswers, height: 163 },
  is_eligible: true,
  version: '3',
  match_id: '33333333-3333-4333-8333-333333333333',
  score: 80,
  factor_mask: 0,
  match_created_at: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

const me = toEngineCandidate({
  ...row({
    user_id: '11111111-1111-4111-8111-111111111111',
    gender: 'male',
    looking_for: 'female',
    answers: maleQuestionnaireAnswers,
  }),
}) as Candidate;

const ctx: RenderContext = {
  me,
  weights: DEFAULT_WEIGHTS,
  thresholds: DEFAULT_THRESHOLDS,
  today: '2026-06-01',
};

describe('toProfileView height', () => {
  it('falls back to the questionnaire height when the profile has none', () => {
    expect(toProfileView(row(), ctx).height).toBe(163);
  });

  it('prefers the profile height', () => {
    expect(toProfileView(row({ height: 170 }), ctx).height).toBe(170);
  });

  it('is null when neither gives a height', () => {
    const answers = { ...maleQuestionnaireAnswers, height: null };
    expect(toProfileView(row({ answers }), ctx).height).toBeNull();
  });
});
