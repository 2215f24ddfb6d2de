#!/usr/bin/env node
'use strict';
// The image's default HEALTHCHECK: the gateway is checked over HTTP, a service through its
// database and RPC queue (docker-compose.yml names the specific script for each service).
require(process.env.APP === 'gateway' ? './gateway-health.js' : './service-alive.js');
