import { ConfigError } from '@mithaq/config';
import { loadBillingConfig } from './config';

describe('billing config', () => {
  it('runs without Stripe in development and tests, with payments unavailable', () => {
    const config = loadBillingConfig({ NODE_ENV: 'test' });
    expect(config.paymentsEnabled).toBe(false);
    expect(config.localStripe).toBe(false);
    expect(config.STRIPE_JS_URL).toBe('https://js.stripe.com/v3/');
  });

  it('points at a local Stripe server when its address is given', () => {
    const config = loadBillingConfig({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      paymentsEnabled: true,
      localStripe: true,
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
    });
  });

  it('refuses to start in production without keys, or against a local server', () => {
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadBillingConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_HOST: '127.0.0.1',
      }),
    ).toThrow(ConfigError);
    expect(
      loadBillingConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).paymentsEnabled,
    ).toBe(true);
  });

  it.each(['whsec_local_stripe_mithaq_development_only', 'change-me'])(
    'refuses the webhook secret %s in production',
    (secret) => {
      const load = () =>
        loadBillingConfig({
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: 'sk_live_x',
          STRIPE_WEBHOOK_SECRET: secret,
        });
      expect(load).toThrow(/STRIPE_WEBHOOK_SECRET: must be set to a secret of your own/);
    },
  );

  it('refuses something that is not a Stripe secret key', () => {
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(ConfigError);
  });
});
