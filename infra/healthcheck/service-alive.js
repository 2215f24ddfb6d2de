#!/usr/bin/env node
'use strict';
/**
 * Container healthcheck of a Mithaq back-end service (identity, profile, matching, ...).
 *
 * Services have no HTTP port, so "healthy" is judged from the outside by the two things a
 * working service must have done, checked with the same settings the service reads:
 *
 *   1. Postgres: its own database (DATABASE_URL, or POSTGRES_URL + /mithaq_<service>) exists
 *      and answers `SELECT 1`. The service creates and migrates that database at start, so
 *      this also means it got through boot.
 *   2. RabbitMQ: its RPC queue (<BUS_PREFIX>mithaq.rpc.<service>) exists and has at least one
 *      consumer, i.e. the service is actually taking requests. (With several replicas, as for
 *      matching, the queue is shared: the check says the service answers, not which replica.)
 *
 * Merely checking that PID 1 is alive would add nothing: PID 1 is tini, and when node exits
 * the container stops anyway. Reachability alone would report a service healthy while it is
 * stuck before consuming its queue.
 *
 * The service name comes from the first argument or $APP (set in the image). Exit 0 when
 * healthy, 1 otherwise, with one line on stderr saying what failed.
 */
const { Client } = require('pg');
const amqp = require('amqplib');

const TIMEOUT_MS = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 5000);

const service = process.argv[2] || process.env.APP || '';
if (!/^[a-z]+$/.test(service) || service === 'gateway') {
  console.error(`service-alive: expected a service name as argument or in $APP, got "${service}"`);
  process.exit(1);
}

// Same defaults and derivation as libs/config (serviceEnvSchema, busNames).
const postgresUrl = process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432';
const databaseUrl =
  process.env.DATABASE_URL || `${postgresUrl.replace(/\/$/, '')}/mithaq_${service}`;
const rabbitmqUrl = process.env.RABBITMQ_URL || 'amqp://guest:guest@127.0.0.1:5672';
const rpcQueue = `${process.env.BUS_PREFIX || ''}mithaq.rpc.${service}`;

const checkPostgres = async () => {
  const client = new Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`postgres: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
};

const checkRpcQueue = async () => {
  let connection;
  try {
    connection = await amqp.connect(rabbitmqUrl, { timeout: TIMEOUT_MS });
    // Swallow the asynchronous 'error' a 404 on checkQueue emits; the promise rejects anyway.
    connection.on('error', () => undefined);
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    const { consumerCount } = await channel.checkQueue(rpcQueue);
    if (consumerCount < 1) {
      throw new Error(`queue ${rpcQueue} has no consumer`);
    }
  } catch (error) {
    throw new Error(`rabbitmq: ${error.message}`);
  } finally {
    await connection?.close().catch(() => undefined);
  }
};

const deadline = setTimeout(() => {
  console.error(`service-alive: ${service} did not answer within ${2 * TIMEOUT_MS} ms`);
  process.exit(1);
}, 2 * TIMEOUT_MS);

Promise.allSettled([checkPostgres(), checkRpcQueue()]).then((results) => {
  clearTimeout(deadline);
  const failures = results.filter((result) => result.status === 'rejected');
  for (const failure of failures) {
    console.error(`service-alive: ${service}: ${failure.reason.message}`);
  }
  process.exit(failures.length === 0 ? 0 : 1);
});
