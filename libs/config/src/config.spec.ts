import { z } from 'zod';
import { ConfigError, loadConfig, refuseDefaultSecrets, serviceEnvSchema } from './index';

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

  it('keeps ten database connections per process unless told, and never none', () => {
    expect(loadConfig(serviceEnvSchema('course'), {}).DATABASE_POOL_SIZE).toBe(10);
    expect(
      loadConfig(serviceEnvSchema('course'), { DATABASE_POOL_SIZE: '5' }).DATABASE_POOL_SIZE,
    ).toBe(5);
    expect(() => loadConfig(serviceEnvSchema('course'), { DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
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

describe('production secrets', () => {
  const production = {
    NODE_ENV: 'production',
    RABBITMQ_URL: 'amqp://mithaq:0f3a9c1e7b2d@rabbitmq:5672',
    POSTGRES_URL: 'postgres://postgres:9d8c7b6a5f4e@postgres:5432',
  };

  it('starts with passwords of its own', () => {
    expect(loadConfig(serviceEnvSchema('identity'), production).NODE_ENV).toBe('production');
  });

  it.each([
    ['RABBITMQ_URL', 'amqp://guest:guest@127.0.0.1:5672', /RABBITMQ_URL: uses a default password/],
    ['POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432', /POSTGRES_URL: has no password/],
    ['POSTGRES_URL', 'postgres://postgres:change-me@postgres:5432', /POSTGRES_URL: uses a default/],
    ['DATABASE_URL', 'postgres://postgres:postgres@db/mithaq_identity', /DATABASE_URL: uses a/],
  ])('refuses %s = %s in production, naming it', (name, value, message) => {
    const load = () => loadConfig(serviceEnvSchema('identity'), { ...production, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('keeps the defaults outside production', () => {
    expect(loadConfig(serviceEnvSchema('identity'), { NODE_ENV: 'test' }).RABBITMQ_URL).toBe(
      'amqp://guest:guest@127.0.0.1:5672',
    );
  });

  it('tells a secret left at its default from one of your own', () => {
    const schema = z
      .object({ NODE_ENV: z.string(), KEY: z.string() })
      .superRefine((c, ctx) =>
        refuseDefaultSecrets(c, ctx, { secrets: { KEY: { value: c.KEY, defaults: ['dev-key'] } } }),
      );
    expect(() => loadConfig(schema, { NODE_ENV: 'production', KEY: 'dev-key' })).toThrow(
      /KEY: must be set to a secret of your own/,
    );
    expect(() => loadConfig(schema, { NODE_ENV: 'production', KEY: 'change-me' })).toThrow(/KEY/);
    expect(loadConfig(schema, { NODE_ENV: 'production', KEY: 'x9!k' }).KEY).toBe('x9!k');
  });
});
