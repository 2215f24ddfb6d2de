import { ServerResponse } from 'node:http';
import { Context } from './context';
import { stripeJsStandIn } from './stripe-js';

const escape = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: unknown, currency: unknown): string =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: String(currency).toUpperCase(),
  }).format(Number(amount) / 100);

const html = (res: ServerResponse, status: number, title: string, body: string): true => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:520px;margin:40px auto">${body}</body></html>`,
  );
  return true;
};

/**
 * What is not the JSON API: the Stripe.js stand-in, a receipt and an invoice page for the URLs
 * the API returns, and a plain 3-D Secure page for `next_action.redirect_to_url`.
 */
export const servePage = (method: string, url: URL, res: ServerResponse, ctx: Context): boolean => {
  if (method !== 'GET') {
    return false;
  }
  const path = url.pathname;
  if (path === '/v3' || path === '/v3/' || /^\/[a-z]+\/stripe\.js$/.test(path)) {
    res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(stripeJsStandIn(ctx.baseUrl()));
    return true;
  }
  if (path === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
    return true;
  }
  const receipt = /^\/(receipts|invoices)\/([A-Za-z0-9_]+)$/.exec(path);
  if (receipt) {
    const object = ctx.store.find(receipt[2]);
    if (!object || (object.object !== 'charge' && object.object !== 'invoice')) {
      return html(res, 404, 'Not found', '<h1>Not found</h1>');
    }
    const amount = object.object === 'charge' ? object.amount : object.amount_due;
    return html(
      res,
      200,
      object.object === 'charge' ? 'Receipt' : 'Invoice',
      `<h1>${object.object === 'charge' ? 'Receipt' : 'Invoice'} ${escape(object.id)}</h1>` +
        `<p>Amount: ${escape(money(amount, object.currency))}</p><p>Status: ${escape(object.status)}</p>` +
        `<p>Local Stripe (test mode)</p>`,
    );
  }
  if (path === '/local/authenticate') {
    const pi = url.searchParams.get('payment_intent');
    const seti = url.searchParams.get('setup_intent');
    const kind = pi ? 'payment_intents' : 'setup_intents';
    const id = pi ?? seti ?? '';
    const secret = url.searchParams.get('client_secret') ?? '';
    const returnUrl = url.searchParams.get('return_url') ?? '/';
    const script = `
      async function go(outcome) {
        const res = await fetch(${JSON.stringify(`/local/${kind}/${id}/authenticate`)}, {
          method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer pk_test_local' },
          body: new URLSearchParams({ client_secret: ${JSON.stringify(secret)}, outcome }) });
        const intent = await res.json();
        const target = new URL(${JSON.stringify(returnUrl)}, location.href);
        const param = ${JSON.stringify(pi ? 'payment_intent' : 'setup_intent')};
        target.searchParams.set(param, intent.id);
        target.searchParams.set(param + '_client_secret', ${JSON.stringify(secret)});
        target.searchParams.set('redirect_status', intent.status === 'requires_payment_method' ? 'failed' : intent.status);
        location.assign(target.toString());
      }`;
    return html(
      res,
      200,
      '3D Secure test authentication',
      `<h1>3D Secure test authentication</h1><p>Your bank asks you to confirm this payment.</p>` +
        `<button onclick="go('complete')">Complete authentication</button> ` +
        `<button onclick="go('fail')">Fail authentication</button><script>${script}</script>`,
    );
  }
  return false;
};
