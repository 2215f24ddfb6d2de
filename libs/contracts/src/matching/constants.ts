/** The questionnaire factors the matching engine scores, in a fixed order. */
export const matchFactorKeys = [
  'religiousPractice',
  'marriageTimeline',
  'familyValues',
  'ageCompatibility',
  'education',
  'childrenViews',
  'communicationStyle',
  'livingArrangement',
  'workAfterMarriage',
  'polygamyViews',
  'madhhab',
  'ethnicity',
  'smoking',
] as const;
export type MatchFactorKey = (typeof matchFactorKeys)[number];

/** What the admin area shows for each factor (Algorithm setting: displayName ≤ 100). */
export const matchFactorLabels: Record<
  MatchFactorKey,
  { displayName: string; description: string }
> = {
  religiousPractice: {
    displayName: 'Religious practice',
    description: 'Prayer, practice level and what each looks for in the other',
  },
  marriageTimeline: {
    displayName: 'Marriage timeline',
    description: 'How soon each wants to marry',
  },
  familyValues: {
    displayName: 'Family values',
    description: 'Family involvement, role expectations and family closeness',
  },
  ageCompatibility: {
    displayName: 'Age compatibility',
    description: "Each within the other's preferred age range",
  },
  education: { displayName: 'Education', description: 'Education level and its importance' },
  childrenViews: { displayName: 'Children', description: 'Wanting children and how many' },
  communicationStyle: {
    displayName: 'Communication style',
    description: 'How each communicates and resolves conflict',
  },
  livingArrangement: {
    displayName: 'Living arrangement',
    description: 'Where the couple would live after marriage',
  },
  workAfterMarriage: {
    displayName: 'Work after marriage',
    description: 'Views on working after marriage',
  },
  polygamyViews: { displayName: 'Polygamy views', description: 'Views on polygamy' },
  madhhab: { displayName: 'Madhhab', description: 'School of jurisprudence followed' },
  ethnicity: { displayName: 'Ethnicity', description: 'Ethnicity and intercultural marriage' },
  smoking: { displayName: 'Smoking', description: 'Smoking habits' },
};

/** The weights used until an admin saves others; they total 100. */
export const DEFAULT_MATCH_WEIGHTS: Readonly<Record<MatchFactorKey, number>> = {
  religiousPractice: 24,
  marriageTimeline: 13,
  familyValues: 12,
  ageCompatibility: 10,
  education: 10,
  childrenViews: 7,
  communicationStyle: 4,
  livingArrangement: 4,
  workAfterMarriage: 4,
  polygamyViews: 4,
  madhhab: 3,
  ethnicity: 3,
  smoking: 2,
};

export const matchLevels = ['high', 'medium', 'low'] as const;
export type MatchLevelName = (typeof matchLevels)[number];
/** The API's name for a level: the pages say basic where the engine says low. */
export type CompatibilityLevel = 'high' | 'medium' | 'basic';

export const matchSorts = ['compatibility', 'recent', 'name'] as const;
export type MatchSort = (typeof matchSorts)[number];

export const MATCH_PAGE_SIZE_DEFAULT = 12;
export const MATCH_PAGE_SIZE_MAX = 50;
/** Requests still pending after this many days become expired. */
export const MATCH_REQUEST_EXPIRY_DAYS = 14;
export const MATCH_REQUEST_MESSAGE_MAX = 500;
export const ADMIN_NOTES_MAX = 2000;

export const matchRequestStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export type MatchRequestStatus = (typeof matchRequestStatuses)[number];
