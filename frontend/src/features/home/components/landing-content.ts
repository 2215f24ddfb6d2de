/** Static texts of the landing page. */

export const HOW_IT_WORKS_ID = 'how-it-works';

/** The hero's heading, lead and buttons. */
export const hero = {
  title: 'Find Your Match According to the Sunnah',
  lead: 'A marriage-introduction service for Muslims: compatibility matching, approved profiles and the involvement of your wali at every step.',
  begin: 'Begin Your Journey',
  howItWorks: 'How It Works',
} as const;

/** The announcement above the hero: text, a link, text, a link, text. */
export const bannerParts = {
  before: 'Preparing for marriage? Book our half-day ',
  courseLink: 'Marriage Course',
  between: ' or let us help arrange your day with our ',
  servicesLink: 'Nikah Services',
  after: '.',
} as const;

export type StepIcon = 'profile' | 'approval' | 'package' | 'matches' | 'wali' | 'nikah';

export interface JourneyStep {
  title: string;
  description: string;
  icon: StepIcon;
}

export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Create Your Profile',
    description:
      'Register, tell us about yourself and complete the questionnaire about your faith, values and hopes for marriage.',
    icon: 'profile',
  },
  {
    title: 'Profile Approval',
    description:
      'Our team reviews every profile before it is shown, so members meet people who are sincere about marriage.',
    icon: 'approval',
  },
  {
    title: 'Choose a Service Package',
    description:
      'Pick the Bronze, Silver or Gold membership that suits how you would like us to help you.',
    icon: 'package',
  },
  {
    title: 'Find Your Matches',
    description:
      'See members whose answers are compatible with yours, with a compatibility score for each.',
    icon: 'matches',
  },
  {
    title: 'Connect Through Your Wali',
    description:
      'Contact is made with the involvement of a wali, keeping every step within the guidance of the Sunnah.',
    icon: 'wali',
  },
  {
    title: 'Marriage Services & Nikah',
    description:
      'Prepare with our marriage course and let us help arrange the nikah, catering, photography and more.',
    icon: 'nikah',
  },
];

export interface Testimonial {
  names: string;
  location: string;
  quote: string;
  /** Both completed the marriage course. */
  certified: boolean;
}

export const testimonials: readonly Testimonial[] = [
  {
    names: 'Aisha & Yusuf',
    location: 'Middlesbrough',
    quote:
      'Our families were involved from the first message. The marriage course gave us a shared understanding before our nikah.',
    certified: true,
  },
  {
    names: 'Maryam & Ibrahim',
    location: 'Stockton-on-Tees',
    quote:
      'The questionnaire matched us on the things that matter. Having my wali part of every step made me feel at ease.',
    certified: true,
  },
  {
    names: 'Fatima & Omar',
    location: 'Leeds',
    quote:
      'We were matched within weeks and the team helped arrange the meeting between our families. Alhamdulillah.',
    certified: false,
  },
];
