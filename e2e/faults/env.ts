import { FAULT_PORTS } from './ports';

// Runs before the suite loads the test helpers, which read these once: the platform's broker
// and Redis are then the suite's private ones. Postgres stays the shared server, except for the
// one service FaultPlatform moves to the private cluster.
process.env['TEST_RABBITMQ_URL'] = `amqp://guest:guest@127.0.0.1:${FAULT_PORTS.rabbit}`;
process.env['TEST_REDIS_URL'] = `redis://127.0.0.1:${FAULT_PORTS.redis}`;
