import { questionnaireOptions } from '@mithaq/contracts';

type Options = typeof questionnaireOptions;
export type ChoiceField = keyof Options;

/** Readable labels of every questionnaire option. */
export const choiceLabels: { [K in ChoiceField]: Record<Options[K][number], string> } = {
  practiceLevel: {
    learning: 'Learning',
    moderate: 'Moderate',
    practicing: 'Practicing',
    veryPracticing: 'Very practicing',
  },
  lookingForPracticeLevel: {
    less: 'Less practicing than me',
    equally: 'Equally practicing',
    more: 'More practicing than me',
    any: 'Any',
  },
  religiousCommunityInvolvement: {
    none: 'None',
    occasional: 'Occasional',
    regular: 'Regular',
    active: 'Active',
  },
  timelineToMarriage: {
    immediate: 'Immediately',
    sixMonths: 'Within 6 months',
    oneYear: 'Within a year',
    twoYears: 'Within two years',
    longTerm: 'Longer term',
  },
  marriageExpectations: {
    companionship: 'Companionship',
    children: 'Children',
    religious: 'Religious growth',
    stability: 'Stability',
    partnership: 'Partnership',
    tradition: 'Tradition',
  },
  disabilityOpenness: {
    no: 'No',
    mild: 'Mild disabilities',
    dependent: 'Depends on the circumstances',
    yes: 'Yes',
  },
  madhhab: {
    hanafi: 'Hanafi',
    maliki: 'Maliki',
    shafii: "Shafi'i",
    hanbali: 'Hanbali',
    other: 'Other',
    none: 'None',
  },
  polygamyViews: {
    opposed: 'Opposed',
    notPreferred: 'Not preferred',
    conditional: 'Conditional',
    open: 'Open',
  },
  interculturalMarriage: { no: 'No', some: 'Some cultures', yes: 'Yes' },
  familyInvolvement: {
    notInvolved: 'Not involved',
    minimallyInvolved: 'Minimally involved',
    moderatelyInvolved: 'Moderately involved',
    veryInvolved: 'Very involved',
  },
  workAfterMarriage: { no: 'No', flexible: 'Flexible', partTime: 'Part time', yes: 'Yes' },
  childrenViews: {
    noChildren: 'No children',
    undecided: 'Undecided',
    few: 'A few',
    many: 'Many',
  },
  communicationStyle: {
    withWali: 'Through the wali',
    waliPresent: 'With the wali present',
    groupSetting: 'In a group setting',
    direct: 'Directly',
  },
  residentialStatus: {
    ownHome: 'Own home',
    rentingAlone: 'Renting alone',
    rentingWithOthers: 'Renting with others',
    withParents: 'With parents',
    withFamily: 'With family',
    studentAccommodation: 'Student accommodation',
    other: 'Other',
  },
  livingArrangement: {
    withWifesFamily: "With the wife's family",
    withHusbandsFamily: "With the husband's family",
    flexible: 'Flexible',
    ownHome: 'Own home',
  },
  familyLivingWithYou: {
    liveAlone: 'I live alone',
    bothParents: 'Both parents',
    oneParent: 'One parent',
    siblings: 'Siblings',
    extendedFamily: 'Extended family',
    roommates: 'Roommates',
    otherFamily: 'Other family',
  },
  complexion: {
    veryFair: 'Very fair',
    fair: 'Fair',
    medium: 'Medium',
    olive: 'Olive',
    tan: 'Tan',
    brown: 'Brown',
    dark: 'Dark',
  },
  bodyType: {
    slim: 'Slim',
    athletic: 'Athletic',
    average: 'Average',
    muscular: 'Muscular',
    full: 'Full',
  },
  fitnessLevel: {
    veryActive: 'Very active',
    active: 'Active',
    moderate: 'Moderate',
    light: 'Light',
    sedentary: 'Sedentary',
  },
  hijabLevel: {
    no: 'No',
    planning: 'Planning to',
    sometimes: 'Sometimes',
    mostly: 'Mostly',
    always: 'Always',
  },
  beardLevel: { none: 'None', short: 'Short', medium: 'Medium', full: 'Full' },
};

export interface ChoiceOption {
  value: string;
  label: string;
}

export const choiceOptionsFor = (field: ChoiceField): ChoiceOption[] => {
  const labels: Record<string, string> = choiceLabels[field];
  return questionnaireOptions[field].map((value: string) => ({
    value,
    label: labels[value] ?? value,
  }));
};

/** The priority scale, 1 to 5. */
export const priorityMarks: Record<number, string> = {
  1: 'Not important',
  2: 'Slightly',
  3: 'Moderately',
  4: 'Very',
  5: 'Essential',
};

export const prayerConsistencyMarks: Record<number, string> = {
  1: 'Rarely',
  3: 'Sometimes',
  5: 'Always',
};
