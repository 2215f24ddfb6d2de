/**
 * The demo's accepted match request: the pair whose conversation the messaging demo continues.
 * The request goes through the same event as a real acceptance, so messaging opens the
 * conversation itself.
 */
export const demoAcceptedRequest = {
  requester: 'demo_yusuf',
  target: 'demo_amina',
  message: 'Assalamu alaikum, I would like to get to know you with our families involved.',
  /** Sent this long before the seed runs, answered a day later. */
  sentDaysAgo: 3,
} as const;
