/** The checkout's words: validation messages, error toasts and their fallbacks. */
export const CheckoutMessage = {
  missingTitle: 'Payment information missing',
  missingText: 'Missing payment information. Please try again.',
  notReadyTitle: 'Payment processing unavailable',
  notReadyText: 'Please try again in a moment',
  failedTitle: 'Payment failed',
  failedFallback: 'There was a problem processing your payment. Please try again.',
  paid: 'Payment successful',
  setUp: 'Subscription set up successfully',
  testCardHint:
    'Test mode: pay with the UK test card 4242 4242 4242 4242, any future expiry date (such as 12 / 34), any 3-digit CVC and a UK postcode (such as SW1A 1AA).',
  footer:
    'Payments are handled securely by Stripe, our card payment provider. Your card details are sent straight to Stripe and are never stored by us.',
} as const;

/** Delays in milliseconds: the form appears after 0.5 s, redirects after 2 s (missing info) or 1 s (paid). */
export const CheckoutDelay = {
  missingRedirect: 2000,
  formShown: 500,
  successRedirect: 1000,
  successCleanup: 500,
} as const;

export type CheckoutMode = 'payment' | 'setup';

export const submitLabel = (mode: CheckoutMode): string =>
  mode === 'setup' ? 'Set Up Subscription' : 'Complete Payment';
