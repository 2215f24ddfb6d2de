import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiCall, buildRoutes, Route } from './api';
import { Catalog } from './catalog';
import { Context } from './context';
import {
  idempotencyMismatch,
  publishableNotAllowed,
  StripeApiError,
  unauthenticated,
  unknownRoute,
} from './errors';
import { Expander } from './expand';
import { decodeForm, FormObject, strings } from './form';
import { Invoices } from './invoices';
import { servePage } from './pages';
import { Payments } from './payments';
import { SetupIntents } from './setup-intents';
import { defaultWebhookSecret } from './signing';
import { randomId, Store, StripeObject, unixNow } from './store';
import { Subscriptions } from './subscriptions';
import { Webhooks } from './webhooks';

/** The API version of the pinned `stripe` SDK (23.1.0), stamped on events. */
export const pinnedApiVersion = '2026-10-28.endive';

export interface LocalStripeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed, signed; none: events are only stored. */
  webhookUrl?: string;
  webhookSecret?: string;
  apiVersion?: string;
  /** How long an authenticated card payment stays `processing` (default 3000 ms). */
  processingDelayMs?: number;
  webhookRetryDelaysMs?: number[];
  log?: (line: string) => void;
}

interface Stored {
  method: string;
  path: string;
  body: string;
  status: number;
  json: string;
}

interface Parsed {
  method: string;
  pathname: string;
  params: FormObject;
  body: string;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const apiKeyOf = (req: IncomingMessage, params: FormObject): string | null => {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) {
    return header.slice(7).trim();
  }
  if (header.startsWith('Basic ')) {
    return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  }
  const key = params.key;
  return typeof key === 'string' ? key : null;
};

/** The HTTP face of the local Stripe: auth, CORS, idempotency, routing, expansion. */
export class LocalStripeServer {
  readonly ctx: Context;
  readonly subscriptions: Subscriptions;
  readonly payments: Payments;
  readonly setupIntents: SetupIntents;
  private readonly routes: Route[];
  private readonly expander: Expander;
  private readonly idempotency = new Map<string, Stored>();
  readonly server: Server;
  private address = 'http://127.0.0.1:0';

  constructor(private readonly options: LocalStripeOptions) {
    const store = new Store();
    const webhooks = new Webhooks(store, {
      url: options.webhookUrl,
      secret: options.webhookSecret ?? defaultWebhookSecret,
      apiVersion: options.apiVersion ?? pinnedApiVersion,
      retryDelaysMs: options.webhookRetryDelaysMs,
      log: options.log,
    });
    this.ctx = {
      store,
      webhooks,
      baseUrl: () => this.address,
      processingDelayMs: options.processingDelayMs ?? 3_000,
      timers: new Set(),
    };
    const catalog = new Catalog(this.ctx);
    this.payments = new Payments(this.ctx);
    this.setupIntents = new SetupIntents(this.ctx, this.payments);
    const invoices = new Invoices(this.ctx, this.payments);
    this.subscriptions = new Subscriptions(this.ctx, catalog, this.payments, invoices);
    this.expander = new Expander(store, invoices);
    this.routes = buildRoutes({
      ctx: this.ctx,
      catalog,
      payments: this.payments,
      setupIntents: this.setupIntents,
      subscriptions: this.subscriptions,
    });
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.options.log?.(`local-stripe: ${String(error)}`);
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
        }
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Local Stripe failed.' } }));
      });
    });
  }

  async listen(port: number, host: string): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const address = this.server.address() as AddressInfo;
    this.address = `http://${host}:${address.port}`;
    return address;
  }

  get url(): string {
    return this.address;
  }

  async close(): Promise<void> {
    for (const timer of this.ctx.timers) {
      clearTimeout(timer);
    }
    this.ctx.timers.clear();
    this.ctx.webhooks.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private cors(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'Origin');
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader(
      'access-control-allow-headers',
      req.headers['access-control-request-headers'] ??
        'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    );
    res.setHeader('access-control-expose-headers', 'Request-Id, Idempotent-Replayed');
    res.setHeader('access-control-max-age', '600');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.cors(req, res);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', this.address);
    if (servePage(method, url, res, this.ctx)) {
      return;
    }
    const body = method === 'GET' ? '' : await readBody(req);
    const params = { ...decodeForm(url.search.slice(1)), ...decodeForm(body) };
    const parsed: Parsed = { method, pathname: url.pathname, params, body };
    const requestId = `req_${randomId(14)}`;
    res.setHeader('request-id', requestId);
    res.setHeader('stripe-version', this.options.apiVersion ?? pinnedApiVersion);
    try {
      const key = apiKeyOf(req, params);
      const idempotencyKey = req.headers['idempotency-key'];
      const keyText = typeof idempotencyKey === 'string' ? idempotencyKey : null;
      const stored = keyText && method === 'POST' ? this.replay(key ?? '', keyText, parsed) : null;
      if (stored) {
        res.setHeader('idempotent-replayed', 'true');
        this.send(res, stored.status, stored.json);
        return;
      }
      const { status, json } = this.execute(parsed, key, {
        id: requestId,
        idempotency_key: keyText,
      });
      if (keyText && method === 'POST' && status < 500) {
        this.idempotency.set(`${key ?? ''}:${keyText}`, {
          ...this.signature(parsed),
          status,
          json,
        });
      }
      this.send(res, status, json);
    } catch (error) {
      const failure = error instanceof StripeApiError ? error : null;
      this.send(
        res,
        failure?.status ?? 500,
        JSON.stringify(failure ?? { error: { type: 'api_error', message: String(error) } }),
      );
    }
  }

  private signature(parsed: Parsed) {
    return { method: parsed.method, path: parsed.pathname, body: parsed.body };
  }

  private replay(key: string, idempotencyKey: string, parsed: Parsed): Stored | null {
    const stored = this.idempotency.get(`${key}:${idempotencyKey}`);
    if (!stored) {
      return null;
    }
    if (
      stored.method !== parsed.method ||
      stored.path !== parsed.pathname ||
      stored.body !== parsed.body
    ) {
      throw idempotencyMismatch(idempotencyKey);
    }
    return stored;
  }

  private execute(
    parsed: Parsed,
    key: string | null,
    request: ApiCall['request'],
  ): { status: number; json: string } {
    try {
      if (!key) {
        throw unauthenticated(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      const publishable = key.startsWith('pk_test_');
      if (!publishable && !key.startsWith('sk_test_') && !key.startsWith('rk_test_')) {
        throw unauthenticated(
          `Invalid API Key provided: ${key.slice(0, 8)}****. The local Stripe accepts test keys only (sk_test_…, or pk_test_… from the browser).`,
        );
      }
      const found = this.match(parsed.method, parsed.pathname);
      if (!found) {
        throw unknownRoute(parsed.method, parsed.pathname);
      }
      if (publishable && !found.route.publishable) {
        throw publishableNotAllowed();
      }
      this.subscriptions.runUntil(null, unixNow());
      const result: StripeObject = found.route.handle({
        params: parsed.params,
        path: found.path,
        publishable,
        request,
      });
      const rendered = this.expander.render(result, strings(parsed.params, 'expand'));
      return { status: 200, json: JSON.stringify(rendered, null, 2) };
    } catch (error) {
      if (error instanceof StripeApiError) {
        return { status: error.status, json: JSON.stringify(error) };
      }
      throw error;
    }
  }

  private match(method: string, pathname: string): { route: Route; path: string[] } | null {
    for (const route of this.routes) {
      if (route.method !== method) {
        continue;
      }
      const found = route.pattern.exec(pathname);
      if (found) {
        return { route, path: found.slice(1).map(decodeURIComponent) };
      }
    }
    return null;
  }

  private send(res: ServerResponse, status: number, json: string): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(json);
  }
}
