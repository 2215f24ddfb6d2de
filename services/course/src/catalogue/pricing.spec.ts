import { CourseMessage, SERVICE_GUEST_COUNT, type ServiceItem } from '@mithaq/contracts';
import { lineOf, priceSelection } from './pricing';

const item = (id: string, overrides: Partial<ServiceItem> = {}): ServiceItem => ({
  id,
  name: id,
  description: `${id} service`,
  price: 10000,
  priceUnit: 'per event',
  perPerson: false,
  package: 'silver',
  teessideOnly: true,
  isSubscription: false,
  isOneTime: true,
  features: [],
  isActive: true,
  linkPath: null,
  sortOrder: 0,
  ...overrides,
});

const catalogue = new Map(
  [
    item('nikah-ceremony', { price: 34999 }),
    item('catering', { price: 1599, perPerson: true, priceUnit: 'per person' }),
    item('live-streaming', { price: 19999, teessideOnly: false }),
    item('marriage-course', { price: 3999, teessideOnly: false, linkPath: '/marriage-course' }),
    item('retired', { isActive: false }),
  ].map((entry) => [entry.id, entry]),
);

const refusal = (ids: string[], postcode = 'TS1 2AA'): string => {
  try {
    priceSelection(ids, catalogue, postcode);
  } catch (error) {
    return (error as Error).message;
  }
  return 'priced';
};

describe('pricing a selection of services', () => {
  it('charges per-person catering for the counted guests and sums the lines', () => {
    expect(SERVICE_GUEST_COUNT).toBe(50);
    const priced = priceSelection(['nikah-ceremony', 'catering'], catalogue, 'TS5 6AB');
    expect(priced.lines).toEqual([
      {
        serviceId: 'nikah-ceremony',
        name: 'nikah-ceremony',
        unitPrice: 34999,
        quantity: 1,
        amount: 34999,
      },
      { serviceId: 'catering', name: 'catering', unitPrice: 1599, quantity: 50, amount: 79950 },
    ]);
    expect(priced.amount).toBe(34999 + 79950);
  });

  it('prices a line of a one-off item once', () => {
    expect(lineOf(item('decoration', { price: 29999 })).amount).toBe(29999);
  });

  it('lets a non-Teesside postcode buy only services offered everywhere', () => {
    expect(priceSelection(['live-streaming'], catalogue, 'LS1 4AP').amount).toBe(19999);
    expect(refusal(['live-streaming', 'catering'], 'LS1 4AP')).toBe(CourseMessage.TeessideOnly);
  });

  it('refuses an empty selection, unknown ids by name, inactive items and the course', () => {
    expect(refusal([])).toBe(CourseMessage.SelectionEmpty);
    expect(refusal(['catering', 'limo', 'fireworks'])).toBe(
      `${CourseMessage.ServiceNotFound}: limo, fireworks`,
    );
    expect(refusal(['retired'])).toBe(`${CourseMessage.ServiceUnavailable}: retired`);
    expect(refusal(['marriage-course'])).toBe(CourseMessage.CourseNotAService);
  });
});
