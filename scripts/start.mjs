#!/usr/bin/env node
// npm start: install if needed, check/start local services, build, seed, run the whole platform.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { build, ensureServices, installIfNeeded, root, run } from './setup.mjs';

const startedAt = Date.now();
installIfNeeded();
ensureServices();
build();

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  // One gateway process per core, all on the one port.
  GATEWAY_WORKERS: process.env.GATEWAY_WORKERS ?? String(availableParallelism()),
};
const port = env.PORT ?? '3000';
console.log('Seeding demo images, the admin and demo members (idempotent)...');
run(process.execPath, [join(root, 'dist/services/content/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});
run(process.execPath, [join(root, 'dist/services/identity/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});
// Demo questionnaires, once identity's events have created the demo profiles.
run(process.execPath, [join(root, 'dist/services/profile/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});
// The demo's accepted match request, then its conversation and a support thread.
run(process.execPath, [join(root, 'dist/services/matching/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});
run(process.execPath, [join(root, 'dist/services/messaging/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});
// Upcoming marriage course sessions when none is scheduled.
run(process.execPath, [join(root, 'dist/services/course/src/seed/seed.js')], {
  env: { ...env, LOG_LEVEL: 'warn' },
});

// Every service under services/, then the gateway.
const apps = Object.fromEntries([
  ...readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, `dist/services/${entry.name}/src/main.js`]),
  ['gateway', 'dist/gateway/src/main.js'],
]);
// Background workers (services/<name>/src/worker.ts) start once their service has migrated.
const workers = Object.fromEntries(
  Object.keys(apps)
    .filter((name) => name !== 'gateway')
    .filter((name) => existsSync(join(root, 'services', name, 'src', 'worker.ts')))
    .map((name) => [`${name}-worker`, `dist/services/${name}/src/worker.js`]),
);
const children = [];
const launch = (name, entry) => {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, entry)], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping the platform`);
      stop(1);
    }
  });
  children.push(child);
};
// No Stripe keys: run the local Stripe-compatible server (libs/local-stripe) and point billing and
// the SPA at it. With STRIPE_SECRET_KEY set, billing talks to Stripe itself (README: Payments).
if (!env.STRIPE_SECRET_KEY) {
  const stripePort = env.LOCAL_STRIPE_PORT ?? '12111';
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_local_mithaq',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_mithaq',
    STRIPE_WEBHOOK_SECRET:
      env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stripe_mithaq_development_only',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: stripePort,
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_JS_URL: `http://127.0.0.1:${stripePort}/v3`,
    LOCAL_STRIPE_PORT: stripePort,
    LOCAL_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
  });
  launch('local-stripe', 'dist/libs/local-stripe/src/main.js');
}
for (const [name, entry] of Object.entries(apps)) {
  launch(name, entry);
}

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) {
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 3000).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const waitHealthy = async () => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) {
        return true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

if (await waitHealthy()) {
  for (const [name, entry] of Object.entries(workers)) {
    launch(name, entry);
  }
  // Demo tiers go through the admin route, so every service hears of them as of any grant.
  run(process.execPath, [join(root, 'dist/services/billing/src/seed/seed.js')], {
    env: { ...env, LOG_LEVEL: 'warn', GATEWAY_URL: `http://127.0.0.1:${port}` },
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
Mithaq is running at http://localhost:${port}  (ready in ${seconds} s)
  API docs:  http://localhost:${port}/api/docs
  Admin:     ${env.ADMIN_USERNAME ?? 'admin'} / ${env.ADMIN_PASSWORD ?? 'mithaq-admin-local'}
  Demo:      demo_amina, demo_yusuf, demo_fatima, demo_bilal and 18 more approved members with
             matches (services/identity/src/seed/demo-members.ts); demo_maryam (questionnaire
             awaiting review), demo_ibrahim (no questionnaire), demo_khadija (awaiting approval),
             demo_tariq (rejected) / ${env.DEMO_PASSWORD ?? 'mithaq-demo-local'}
             demo_yusuf and demo_amina have an accepted request and a conversation (/messages);
             approved demo members hold a complimentary Bronze tier except demo_fatima and
             demo_bilal (free: the upgrade prompts and buying a plan with the local Stripe)
Press Ctrl+C to stop.`);
} else {
  console.error('The platform did not become healthy within 60 s; see the logs above.');
  stop(1);
}
