#!/usr/bin/env node
'use strict';
/**
 * Container healthcheck of the gateway: GET http://127.0.0.1:$PORT/health must answer 2xx.
 * The gateway answers 200 only when Postgres, Redis, RabbitMQ and every service answer, so a
 * healthy gateway means a working platform. Exit 0 when healthy, 1 otherwise.
 */
const port = Number(process.env.PORT || 3000);
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 5000);
const url = `http://127.0.0.1:${port}/health`;

fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  .then(async (response) => {
    if (response.ok) {
      process.exit(0);
    }
    const body = (await response.text().catch(() => '')).slice(0, 500);
    console.error(`gateway-health: ${url} answered ${response.status} ${body}`);
    process.exit(1);
  })
  .catch((error) => {
    console.error(`gateway-health: ${url}: ${error.cause?.message ?? error.message}`);
    process.exit(1);
  });
