import type { Request } from 'express';
import { rawBodyOf } from './stripe-webhook.controller';

const requestWith = (fields: Record<string, unknown>): Request => fields as unknown as Request;

describe('the Stripe webhook body', () => {
  it('is the exact bytes the body parser kept raw', () => {
    const payload = '{\n  "id": "evt_1",\n  "type": "invoice.paid"\n}';
    expect(rawBodyOf(requestWith({ body: Buffer.from(payload) }))).toBe(payload);
    expect(rawBodyOf(requestWith({ rawBody: Buffer.from(payload), body: { id: 'evt_1' } }))).toBe(
      payload,
    );
  });

  it('is missing when only a parsed object is left (its signature could not be checked)', () => {
    expect(rawBodyOf(requestWith({ body: { id: 'evt_1' } }))).toBeNull();
    expect(rawBodyOf(requestWith({}))).toBeNull();
  });
});
