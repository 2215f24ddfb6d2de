import { cardBehaviour, luhnValid, testCards, testPaymentMethods, validateCard } from './cards';

describe('test cards', () => {
  it('4242 succeeds everywhere', () => {
    expect(cardBehaviour('4242424242424242')).toMatchObject({
      brand: 'visa',
      onSession: 'succeed',
      offSession: 'succeed',
      setup: 'succeed',
    });
  });

  it('3155 asks for authentication on session but renews off session', () => {
    expect(cardBehaviour('4000002500003155')).toMatchObject({
      onSession: 'authenticate',
      offSession: 'succeed',
    });
  });

  it('9995 is declined for insufficient funds with Stripe message', () => {
    expect(cardBehaviour('4000000000009995').onSession).toEqual({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('0341 saves but every charge fails', () => {
    const card = cardBehaviour('4000000000000341');
    expect(card.setup).toBe('succeed');
    expect(card.offSession).toMatchObject({ code: 'card_declined' });
  });

  it('declines a card that is not a test card, as test mode does', () => {
    expect(cardBehaviour('4111111111111111').onSession).toMatchObject({
      decline_code: 'test_mode_live_card',
    });
  });

  it('every test card and test PaymentMethod id is a valid number', () => {
    for (const number of [...Object.keys(testCards), ...Object.values(testPaymentMethods)]) {
      expect(luhnValid(number)).toBe(true);
    }
  });

  it('validates number, expiry and CVC before any charge', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 34, cvc: '123' };
    expect(validateCard(card, now)).toBeNull();
    expect(validateCard({ ...card, number: '4242424242424241' }, now)?.code).toBe(
      'incorrect_number',
    );
    expect(validateCard({ ...card, exp_month: 13 }, now)?.code).toBe('invalid_expiry_month');
    expect(validateCard({ ...card, exp_year: 2020 }, now)?.code).toBe('invalid_expiry_year');
    expect(validateCard({ ...card, exp_year: 2026, exp_month: 4 }, now)?.code).toBe(
      'invalid_expiry_month',
    );
    expect(validateCard({ ...card, cvc: '12a' }, now)?.code).toBe('invalid_cvc');
  });
});
