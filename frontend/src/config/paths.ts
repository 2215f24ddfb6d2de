/** Every route path of the SPA. */
export const paths = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  profile: '/profile',
  questionnaire: '/questionnaire',
  matches: '/matches',
  messages: '/messages',
  membership: '/membership',
  checkout: '/checkout',
  checkoutPage: '/checkout-page',
  paymentSuccess: '/payment-success',
  paymentProcessing: '/payment-processing',
  subscriptionManagement: '/subscription-management',
  documentUpload: '/document-upload/:id',
  marriageCourse: '/marriage-course',
  services: '/services',
  nikahServices: '/nikah-services',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Paths an unauthenticated visitor is sent away from, to /auth (routing guards). /admin is not
 * one: the admin page itself shows a visitor 'Access Denied' with a link to /auth.
 */
export const protectedPaths: readonly string[] = [
  paths.profile,
  paths.questionnaire,
  paths.matches,
  paths.messages,
  paths.membership,
  paths.checkout,
  paths.checkoutPage,
  paths.paymentSuccess,
  paths.paymentProcessing,
  paths.subscriptionManagement,
];

/**
 * Pages opened from a link in an email: they render for a signed-in member who has not finished
 * the questionnaire too, or the link would be lost on the way.
 */
export const emailLinkPaths: readonly string[] = [
  paths.forgotPassword,
  paths.resetPassword,
  paths.verifyEmail,
];

/** Query flag the questionnaire reads after a registration. */
export const questionnaireAfterRegistration = `${paths.questionnaire}?registration=true`;

/** The checkout's address for one payment: its client secret and mode travel in the query. */
export const checkoutPath = (clientSecret: string, mode: 'payment' | 'setup' = 'payment'): string =>
  `${paths.checkout}?${new URLSearchParams({ clientSecret, mode }).toString()}`;

/** The match page of one accepted match: its documents and the meeting arrangement. */
export const documentUploadPath = (matchId: string): string =>
  paths.documentUpload.replace(':id', encodeURIComponent(matchId));
