import {
  CourseMessage,
  isTeessidePostcode,
  SERVICE_GUEST_COUNT,
  type ServiceItem,
  type ServiceOrderLine,
} from '@mithaq/contracts';

/** Why a selection cannot be bought, with the message the member sees. */
export class SelectionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SelectionRefused';
  }
}

/** One priced line: per-person items count SERVICE_GUEST_COUNT guests, others one. */
export const lineOf = (item: ServiceItem): ServiceOrderLine => {
  const quantity = item.perPerson ? SERVICE_GUEST_COUNT : 1;
  return {
    serviceId: item.id,
    name: item.name,
    unitPrice: item.price,
    quantity,
    amount: item.price * quantity,
  };
};

/**
 * Prices a selection from the catalogue (the client's prices are never read). Refuses ids the
 * catalogue does not hold, the marriage course (booked on its own page), inactive items, and
 * Teesside-only items for a postcode outside Teesside. Lines keep the selection's order.
 */
export const priceSelection = (
  ids: readonly string[],
  catalogue: ReadonlyMap<string, ServiceItem>,
  postcode: string,
): { lines: ServiceOrderLine[]; amount: number } => {
  if (ids.length === 0) {
    throw new SelectionRefused(CourseMessage.SelectionEmpty);
  }
  const unknown = ids.filter((id) => !catalogue.has(id));
  if (unknown.length > 0) {
    throw new SelectionRefused(`${CourseMessage.ServiceNotFound}: ${unknown.join(', ')}`);
  }
  const items = ids.map((id) => catalogue.get(id) as ServiceItem);
  if (items.some((item) => item.linkPath !== null)) {
    throw new SelectionRefused(CourseMessage.CourseNotAService);
  }
  const inactive = items.filter((item) => !item.isActive);
  if (inactive.length > 0) {
    throw new SelectionRefused(
      `${CourseMessage.ServiceUnavailable}: ${inactive.map((item) => item.name).join(', ')}`,
    );
  }
  const localOnly = items.filter((item) => item.teessideOnly);
  if (localOnly.length > 0 && !isTeessidePostcode(postcode)) {
    throw new SelectionRefused(CourseMessage.TeessideOnly);
  }
  const lines = items.map(lineOf);
  return { lines, amount: lines.reduce((sum, line) => sum + line.amount, 0) };
};
