import type { BillingConfig } from '@mithaq/contracts';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<void>>();

/** Adds the Stripe.js script once; resolves when it has defined window.Stripe. */
const loadScript = (src: string): Promise<void> => {
  if (window.Stripe) {
    return Promise.resolve();
  }
  const existing = loaded.get(src);
  if (existing) {
    return existing;
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () =>
      window.Stripe ? resolve() : reject(new Error(`${src} did not define Stripe`)),
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loaded.delete(src);
    throw error;
  });
  loaded.set(src, promise);
  return promise;
};

const stripes = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js from the address the server names: the real https://js.stripe.com/v3 with real keys,
 * the local server's stand-in otherwise. The script goes in first, so `loadStripe` (the pure
 * entry, which injects nothing by itself) finds window.Stripe and uses it.
 */
export const loadStripeFrom = (config: BillingConfig): Promise<Stripe | null> => {
  const key = `${config.stripeJsUrl} ${config.publishableKey}`;
  const existing = stripes.get(key);
  if (existing) {
    return existing;
  }
  const promise = loadScript(config.stripeJsUrl)
    .then(() => loadStripe(config.publishableKey))
    .catch((error: unknown) => {
      stripes.delete(key);
      console.error('Could not load Stripe.js', error);
      return null;
    });
  stripes.set(key, promise);
  return promise;
};
