import { ConfigError, loadConfig, serviceEnvSchema } from './index';

describe('service configuration', () => {
  it('defaults to the local Postgres, Redis and RabbitMQ and the service database', () => {
    const config = loadConfig(serviceEnvSchema('identity'), {});
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/mithaq_identity');
    expect(config.RABBITMQ_URL).toBe('amqp://guest:guest@127.0.0.1:5672');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.RPC_TIMEOUT_MS).toBe(5000);
  });

  it('takes DATABASE_URL over the derived name and coerces numbers', () => {
    const config = loadConfig(serviceEnvSchema('profile'), {
      DATABASE_URL: 'postgres://db/other',
      RPC_PREFETCH: '4',
    });
    expect(config.databaseUrl).toBe('postgres://db/other');
    expect(config.RPC_PREFETCH).toBe(4);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig(serviceEnvSchema('profile'), { RPC_PREFETCH: 'many', BUS_PREFIX: 'UPPER' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig(serviceEnvSchema('profile'), { RPC_PREFETCH: 'many' })).toThrow(
      /RPC_PREFETCH/,
    );
  });
});
