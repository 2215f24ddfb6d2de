import { DomainError } from '../errors';
import { fieldErrorsOf, parseOrThrow } from '../validation';
import { MAX_PLAN_PRICE, updatePlanPriceSchema } from './plans';

const messagesFor = (input: unknown): Record<string, string> => {
  const result = updatePlanPriceSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('plan price update schema', () => {
  it.each([
    ['bronze', 0],
    ['silver', 2000],
    ['gold', MAX_PLAN_PRICE],
  ])('accepts %s at %p pence', (tier, price) => {
    expect(updatePlanPriceSchema.parse({ tier, price })).toEqual({ tier, price });
  });

  it.each([
    [-1, 'Price cannot be negative'],
    [MAX_PLAN_PRICE + 1, 'Price must be at most 1,000,000 pence (£10,000)'],
    [10.5, 'Price must be a whole number of pence'],
    ['1000', 'Price must be a whole number of pence'],
    [null, 'Price must be a whole number of pence'],
    [Number.POSITIVE_INFINITY, 'Price must be a whole number of pence'],
    [Number.NaN, 'Price must be a whole number of pence'],
  ])('rejects price %p with "%s"', (price, message) => {
    expect(messagesFor({ tier: 'bronze', price }).price).toBe(message);
  });

  it.each([
    ['platinum', 'Tier must be bronze, silver or gold'],
    ['free', 'Tier must be bronze, silver or gold'],
    ['Bronze', 'Tier must be bronze, silver or gold'],
    [7, 'Tier must be bronze, silver or gold'],
  ])('rejects tier %p with "%s"', (tier, message) => {
    expect(messagesFor({ tier, price: 1000 }).tier).toBe(message);
  });

  it('names each missing field', () => {
    expect(messagesFor({})).toEqual({ tier: 'Tier is required', price: 'Price is required' });
  });

  it('fails with VALIDATION_FAILED and a readable summary', () => {
    let error: unknown;
    try {
      parseOrThrow(updatePlanPriceSchema, { tier: 'gold', price: -5 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: price: Price cannot be negative',
      fields: { price: 'Price cannot be negative' },
    });
  });
});
