import { ConfigError } from '@mithaq/config';
import { DEV_SESSION_SECRET, loadGatewayConfig, trustProxyValue } from './config';

describe('gateway configuration', () => {
  it('runs locally with the development secret', () => {
    expect(loadGatewayConfig({}).SESSION_SECRET).toBe(DEV_SESSION_SECRET);
  });

  it('refuses the default session secret in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadGatewayConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-real-secret-of-32-characters!!',
      }).NODE_ENV,
    ).toBe('production');
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

  it('understands trust proxy values', () => {
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('2')).toBe(2);
    expect(trustProxyValue('loopback')).toBe('loopback');
  });
});
