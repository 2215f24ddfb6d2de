import { matchFactorKeys } from '@mithaq/contracts';
import type { Gender, MatchFactorKey, QuestionnaireAnswers } from '@mithaq/contracts';

/** What the engine needs of a member: profile facts plus the questionnaire answers. */
export type Candidate = {
  userId: string;
  gender: Gender;
  lookingFor: Gender;
  /** YYYY-MM-DD; ages are computed against a "today" passed in so scoring stays deterministic. */
  dateOfBirth: string;
  ethnicity: string;
  countryOfResidence: string;
  educationLevel: string | null;
  isApproved: boolean;
  questionnaireApproved: boolean;
  answers: QuestionnaireAnswers;
};

/** The scored factors in a fixed order (bit i of a factor mask is factorKeys[i]); one list, shared. */
export const factorKeys = matchFactorKeys;
export type FactorKey = MatchFactorKey;

/** Admin factor weights: integers 0–100 that sum to 100. */
export type Weights = Record<FactorKey, number>;

/** Score cut-offs for the match levels; below `low` a pair is not a match. */
export type Thresholds = { high: number; medium: number; low: number };

export type MatchLevel = 'high' | 'medium' | 'low';

export type PairScore = {
  /** 0–100, geometric mean of the two satisfactions. */
  score: number;
  /** How satisfied a is with b, 0..1. */
  satisfactionAB: number;
  /** How satisfied b is with a, 0..1. */
  satisfactionBA: number;
  /** Human reasons both sides are satisfied on, highest weight first. */
  factors: string[];
};

export type Match = PairScore & { userId: string; level: MatchLevel };
