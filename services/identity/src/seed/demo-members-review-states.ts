import type { DemoMember } from './demo-member';

/** Accounts still awaiting approval, and rejected, for the admin screens. */
export const demoReviewStates: DemoMember[] = [
  {
    username: 'demo_khadija',
    email: 'khadija.demo@mithaq.local',
    approvalStatus: 'pending',
    fullName: 'Khadija Omar',
    gender: 'female',
    dateOfBirth: '1998-07-04',
    nationality: 'British',
    ethnicity: 'Moroccan',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single',
    practiceLevel: 'moderatelyPracticing',
    lookingFor: 'male',
    waliContact: 'Brother Hassan Omar (brother), 07700 900789',
    bio: 'Nursing student in Darlington, newly registered. I love calligraphy and long walks by the Tees.',
  },
  {
    username: 'demo_tariq',
    email: 'tariq.demo@mithaq.local',
    approvalStatus: 'rejected',
    fullName: 'Tariq Mahmood',
    gender: 'male',
    dateOfBirth: '1990-12-15',
    nationality: 'Pakistani',
    ethnicity: 'Pakistani',
    countryOfResidence: 'Pakistan',
    maritalStatus: 'single',
    practiceLevel: 'learning',
    lookingFor: 'female',
    waliContact: null,
    bio: 'Accountant in Lahore.',
  },
];
