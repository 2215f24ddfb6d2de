/**
 * The payment hand-over between screens, in local storage:
 * the membership page or the services page stores what is being paid, the checkout reads it,
 * and the checkout and the success page clear it.
 */
export const PaymentStorageKey = {
  selectedServices: 'selected_services',
  processingTier: 'processing_tier',
  paymentSource: 'payment_source',
  servicePaymentInfo: 'service_payment_info',
} as const;

/**
 * What is being paid: a membership, wedding services, a marriage-course booking, or the meeting
 * arrangement fee of an accepted match.
 */
export type PaymentSource = 'membership' | 'services' | 'course' | 'meeting';

export const isPaymentSource = (value: unknown): value is PaymentSource =>
  value === 'membership' || value === 'services' || value === 'course' || value === 'meeting';
export type PaymentMode = 'payment' | 'setup';

/** What the checkout shows and confirms; `amount` is integer pence. */
export interface StoredPaymentInfo {
  amount: number;
  description: string;
  clientSecret: string;
  mode?: PaymentMode;
  /** The order the success page waits on (membership payments). */
  orderId?: string;
  /** The match whose meeting is paid: the success page returns to its page. */
  matchId?: string;
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
};

export const removeStored = (...keys: string[]): void => {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  }
};

export const readPaymentSource = (): PaymentSource | null => {
  const value = read(PaymentStorageKey.paymentSource);
  return isPaymentSource(value) ? value : null;
};

/** The services picked on the services page, as catalogue ids (duplicates and non-text dropped). */
export const readSelectedServices = (): string[] => {
  const raw = read(PaymentStorageKey.selectedServices);
  if (!raw) {
    return [];
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) {
      return [];
    }
    const ids = value.filter((id): id is string => typeof id === 'string' && id !== '');
    return [...new Set(ids)];
  } catch {
    return [];
  }
};

/**
 * The services page hands its selection to /payment-processing: the ids, the source, and no
 * payment yet (an earlier, unfinished payment's details would otherwise be taken for this one).
 */
export const storeSelectedServices = (ids: readonly string[]): void => {
  write(PaymentStorageKey.selectedServices, JSON.stringify(ids));
  write(PaymentStorageKey.paymentSource, 'services');
  removeStored(PaymentStorageKey.servicePaymentInfo);
};

export const readProcessingTier = (): string | null => read(PaymentStorageKey.processingTier);

export const readPaymentInfo = (): StoredPaymentInfo | null => {
  const raw = read(PaymentStorageKey.servicePaymentInfo);
  if (!raw) {
    return null;
  }
  try {
    const value = JSON.parse(raw) as Partial<StoredPaymentInfo> | null;
    if (!value || typeof value.clientSecret !== 'string' || value.clientSecret === '') {
      return null;
    }
    return {
      amount: typeof value.amount === 'number' ? value.amount : 0,
      description: typeof value.description === 'string' ? value.description : '',
      clientSecret: value.clientSecret,
      mode: value.mode === 'setup' ? 'setup' : value.mode === 'payment' ? 'payment' : undefined,
      orderId: typeof value.orderId === 'string' ? value.orderId : undefined,
      matchId: typeof value.matchId === 'string' ? value.matchId : undefined,
    };
  } catch {
    return null;
  }
};

/** Before the checkout: what is paid, where from, and (membership) which tier. */
export const storePayment = (
  source: PaymentSource,
  info: StoredPaymentInfo,
  tier?: string,
): void => {
  write(PaymentStorageKey.paymentSource, source);
  write(PaymentStorageKey.servicePaymentInfo, JSON.stringify(info));
  if (tier) {
    write(PaymentStorageKey.processingTier, tier);
  }
};

/** A confirmed payment clears payment_source, selected_services and service_payment_info (the tier stays for the success page). */
export const clearAfterPayment = (): void =>
  removeStored(
    PaymentStorageKey.paymentSource,
    PaymentStorageKey.selectedServices,
    PaymentStorageKey.servicePaymentInfo,
  );

/** A confirmed setup: only the source goes. */
export const clearAfterSetup = (): void => removeStored(PaymentStorageKey.paymentSource);

/** The success page's clean-up, 0.5 s after it opens. */
export const clearOnSuccessPage = (): void =>
  removeStored(
    PaymentStorageKey.processingTier,
    PaymentStorageKey.paymentSource,
    PaymentStorageKey.servicePaymentInfo,
  );
