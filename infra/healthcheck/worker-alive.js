#!/usr/bin/env node
'use strict';
/**
 * Container healthcheck of a background worker (e.g. matching-worker). A worker has no port and
 * no RPC queue; while its event loop runs it touches a heartbeat file (libs/service-kit
 * startHeartbeat, every 10 s). Healthy when that file was touched within WORKER_HEARTBEAT_MAX_AGE_MS
 * (default 30 s): a crashed or wedged worker stops touching it.
 *
 * Exit 0 when healthy, 1 otherwise, with one line on stderr saying why.
 */
const { statSync } = require('node:fs');
const { resolve } = require('node:path');

const file = resolve(process.env.WORKER_HEARTBEAT_FILE || 'var/worker-heartbeat');
const maxAgeMs = Number(process.env.WORKER_HEARTBEAT_MAX_AGE_MS || 30000);

let age;
try {
  age = Date.now() - statSync(file).mtimeMs;
} catch (error) {
  console.error(`worker-alive: no heartbeat at ${file} (${error.code || error.message})`);
  process.exit(1);
}
if (age > maxAgeMs) {
  console.error(
    `worker-alive: last heartbeat ${Math.round(age / 1000)} s ago (limit ${maxAgeMs / 1000} s)`,
  );
  process.exit(1);
}
process.exit(0);
