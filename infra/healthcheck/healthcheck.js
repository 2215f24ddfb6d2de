#!/usr/bin/env node
'use strict';
// The image's default HEALTHCHECK: the gateway is checked over HTTP, a service through its
// database and RPC queue, a worker through its heartbeat (docker-compose.yml names the specific
// script for each app).
const app = process.env.APP || '';
require(
  app === 'gateway'
    ? './gateway-health.js'
    : app.endsWith('-worker')
      ? './worker-alive.js'
      : './service-alive.js',
);
