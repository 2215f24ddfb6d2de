/**
 * Stripe's test cards, behaving as they do in test mode. An outcome says what happens when the
 * card is charged on session, off session (renewals) and when it is saved by a SetupIntent.
 */

export interface CardDecline {
  code: string;
  decline_code?: string;
  message: string;
}

export interface CardBehaviour {
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  /** Charged while the customer is present. */
  onSession: 'succeed' | 'authenticate' | CardDecline;
  /** Charged for a renewal, the customer absent. */
  offSession: 'succeed' | CardDecline;
  /** Saved through a SetupIntent. */
  setup: 'succeed' | 'authenticate' | CardDecline;
}

const declined = (decline_code: string, message = 'Your card was declined.'): CardDecline => ({
  code: 'card_declined',
  decline_code,
  message,
});

const insufficient = declined('insufficient_funds', 'Your card has insufficient funds.');
const generic = declined('generic_decline');
const authenticationRequired: CardDecline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const ok = (brand: CardBehaviour['brand'] = 'visa', funding: CardBehaviour['funding'] = 'credit') =>
  ({ brand, funding, onSession: 'succeed', offSession: 'succeed', setup: 'succeed' }) as const;

export const testCards: Record<string, CardBehaviour> = {
  '4242424242424242': ok(),
  '4000056655665556': ok('visa', 'debit'),
  '5555555555554444': ok('mastercard'),
  '378282246310005': ok('amex'),
  // Authentication on session unless the card was set up for off-session use.
  '4000002500003155': { ...ok(), onSession: 'authenticate', setup: 'authenticate' },
  // Authentication on every payment, off-session ones declined.
  '4000002760003184': {
    ...ok(),
    onSession: 'authenticate',
    setup: 'authenticate',
    offSession: authenticationRequired,
  },
  '4000000000009995': { ...ok('visa', 'debit'), onSession: insufficient, offSession: insufficient },
  '4000000000000002': { ...ok(), onSession: generic, offSession: generic, setup: generic },
  '4000000000009987': {
    ...ok(),
    onSession: declined('lost_card'),
    offSession: declined('lost_card'),
    setup: declined('lost_card'),
  },
  '4000000000000069': {
    ...ok(),
    onSession: { code: 'expired_card', message: 'Your card has expired.' },
    offSession: { code: 'expired_card', message: 'Your card has expired.' },
    setup: { code: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    ...ok(),
    onSession: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    offSession: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    setup: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  // Attaches to a customer, then every charge fails.
  '4000000000000341': { ...ok(), onSession: generic, offSession: generic },
};

/** Stripe's test PaymentMethod ids, each standing for one of the cards above. */
export const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export const normaliseNumber = (raw: string): string => raw.replace(/[\s-]/g, '');

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const liveCard: CardDecline = {
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

/** The behaviour of any card number: a test card's own, a live-looking card declined. */
export const cardBehaviour = (number: string): CardBehaviour => {
  const known = testCards[number];
  if (known) {
    return known;
  }
  const brand = number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa';
  return { brand, funding: 'credit', onSession: liveCard, offSession: liveCard, setup: liveCard };
};

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc?: string;
}

/** Checks what Stripe.js and the API would refuse before any charge: number, expiry, CVC. */
export const validateCard = (card: CardDetails, now: Date): CardDecline | null => {
  if (!luhnValid(card.number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) {
    return {
      code: 'invalid_expiry_year',
      message:
        year < thisYear
          ? "Your card's expiration year is in the past."
          : "Your card's expiration year is invalid.",
    };
  }
  if (year === thisYear && card.exp_month < now.getUTCMonth() + 1) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." };
  }
  if (card.cvc !== undefined && card.cvc !== '' && !/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return null;
};
