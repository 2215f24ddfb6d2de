import { demoMenQuestionnaires } from './demo-questionnaires-men';
import { demoWomenQuestionnaires } from './demo-questionnaires-women';
import type { DemoQuestionnaire } from './demo-questionnaire';

export type { DemoQuestionnaire } from './demo-questionnaire';

/**
 * The questionnaires of the identity seed's demo members (services/identity/src/seed), found by
 * full name and date of birth because the profile service knows no usernames. Ibrahim is left
 * without one so the "complete your questionnaire" path can be shown too, and Maryam's waits for
 * review. The approved ones vary practice, timelines, family and living plans, age ranges and
 * countries so every approved member has matches at several levels, and a few answers act as
 * dealbreakers (Zainab marries only within her background; Fatima, Ruqayyah, Bilal, Zakariya,
 * Harun, Iman and Mustafa would not relocate, which rules out members abroad who would not either).
 */
export const demoQuestionnaires: DemoQuestionnaire[] = [
  ...demoWomenQuestionnaires,
  ...demoMenQuestionnaires,
];
