import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../config';

/** Stripe's own hosts, as Stripe documents them for a page using Stripe.js and its elements. */
const REAL_STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * The origins Stripe.js needs. With real keys Stripe.js is https://js.stripe.com; without, the
 * SPA loads the local Stripe server's stand-in, which calls and frames only its own origin.
 */
export const stripeSources = (stripeJsUrl: string): typeof REAL_STRIPE => {
  const origin = new URL(stripeJsUrl).origin;
  return origin === 'https://js.stripe.com'
    ? REAL_STRIPE
    : { script: [origin], connect: [origin], frame: [origin] };
};

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The Content-Security-Policy of every reply. Scripts come only from this origin and Stripe:
 * the built index.html has no inline script, so none is allowed. Styles need 'unsafe-inline':
 * antd writes its CSS-in-JS as <style> elements at run time and sets style attributes, and a
 * nonce cannot cover attributes; inline style cannot run code, so the cost is small. Images may
 * be https (an admin may set a logo to an https address), data: (the favicon) or blob:
 * (previews before upload). The live socket is same-origin ws/wss.
 */
export const contentSecurityPolicy = (config: GatewayConfig, host: string | undefined): string => {
  const stripe = stripeSources(config.STRIPE_JS_URL);
  // The Host header is the client's to write: only a plain host[:port] goes into the policy.
  const sockets = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${stripe.script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...sockets, ...stripe.connect].join(' ')}`,
    `frame-src ${stripe.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** No camera, microphone or location; payment only here and in Stripe's frames. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'interest-cohort=()',
  'payment=(self "https://js.stripe.com")',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';
const MAX_REMEMBERED_HOSTS = 16;

/**
 * Security headers on every reply (helmet is not a dependency: the set is small and ours).
 * HSTS only when the request came over TLS, which behind a proxy Express knows from TRUST_PROXY:
 * sent over plain HTTP it would be ignored, and on localhost it would pin a development host.
 */
export const securityHeaders = (config: GatewayConfig): RequestHandler => {
  // The policy differs only by the Host header, which is the same on nearly every request: each
  // is built once, for the first few hosts (the header is the client's to write, so no more).
  const policies = new Map<string, string>();
  const policyFor = (host: string | undefined): string => {
    const known = policies.get(host ?? '');
    if (known !== undefined) {
      return known;
    }
    const policy = contentSecurityPolicy(config, host);
    if (policies.size < MAX_REMEMBERED_HOSTS) {
      policies.set(host ?? '', policy);
    }
    return policy;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policyFor(req.get('host')));
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure) {
      res.setHeader('Strict-Transport-Security', HSTS);
    }
    next();
  };
};
