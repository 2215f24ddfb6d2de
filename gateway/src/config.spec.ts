import { ConfigError } from '@mithaq/config';
import { DEV_SESSION_SECRET, loadGatewayConfig, trustProxyValue } from './config';

describe('gateway configuration', () => {
  it('runs locally with the development secret', () => {
    expect(loadGatewayConfig({}).SESSION_SECRET).toBe(DEV_SESSION_SECRET);
  });

  /** A production environment with every secret of its own. */
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-real-secret-of-32-characters!!',
    POSTGRES_URL: 'postgres://postgres:7c1f0e9a2b4d@postgres:5432',
    RABBITMQ_URL: 'amqp://mithaq:5e8a1d3c9f20@rabbitmq:5672',
    TRUST_PROXY: '1',
  };

  it('refuses the default session secret in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadGatewayConfig({ ...production, SESSION_SECRET: 'change-me-to-a-long-random-string' }),
    ).toThrow(/SESSION_SECRET: must be set to a secret of your own/);
    expect(loadGatewayConfig(production).NODE_ENV).toBe('production');
  });

  it('refuses default passwords in the Postgres and RabbitMQ URLs in production', () => {
    expect(() =>
      loadGatewayConfig({ ...production, RABBITMQ_URL: 'amqp://guest:guest@rabbitmq:5672' }),
    ).toThrow(/RABBITMQ_URL: uses a default password/);
    expect(() =>
      loadGatewayConfig({ ...production, POSTGRES_URL: 'postgres://postgres@postgres:5432' }),
    ).toThrow(/POSTGRES_URL: has no password/);
  });

  it('needs TRUST_PROXY in production, where TLS ends at a proxy', () => {
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: 'false' })).toThrow(
      /TRUST_PROXY: must name the TLS proxy/,
    );
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
  });

  it('names the cookie __Host- in production only, and opens /metrics outside it', () => {
    const live = loadGatewayConfig(production);
    expect([live.SESSION_COOKIE_NAME, live.opsOpen]).toEqual(['__Host-mithaq.sid', false]);
    const local = loadGatewayConfig({});
    expect([local.SESSION_COOKIE_NAME, local.opsOpen]).toEqual(['mithaq.sid', true]);
    expect(
      loadGatewayConfig({ ...production, SESSION_COOKIE_NAME: '__Host-x' }).SESSION_COOKIE_NAME,
    ).toBe('__Host-x');
  });

  it('wants a metrics token long enough not to be guessed', () => {
    expect(() => loadGatewayConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads login limits from the environment with the documented defaults', () => {
    const defaults = loadGatewayConfig({});
    expect(defaults.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(10);
    expect(defaults.LOGIN_MAX_FAILURES_PER_IP).toBe(100);
    expect(defaults.LOGIN_WINDOW_MINUTES).toBe(15);
    expect(
      loadGatewayConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' }).LOGIN_MAX_FAILURES_PER_ACCOUNT,
    ).toBe(3);
  });

  it('keeps idle connections 65 s by default, longer than a proxy in front', () => {
    expect(loadGatewayConfig({}).HTTP_KEEP_ALIVE_SECONDS).toBe(65);
    expect(loadGatewayConfig({ HTTP_KEEP_ALIVE_SECONDS: '120' }).HTTP_KEEP_ALIVE_SECONDS).toBe(120);
    expect(() => loadGatewayConfig({ HTTP_KEEP_ALIVE_SECONDS: '0' })).toThrow(
      /HTTP_KEEP_ALIVE_SECONDS/,
    );
  });

  it('understands trust proxy values', () => {
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('2')).toBe(2);
    expect(trustProxyValue('loopback')).toBe('loopback');
  });
});
