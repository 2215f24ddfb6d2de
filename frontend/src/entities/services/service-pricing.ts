import { SERVICE_GUEST_COUNT, type ServiceItem, type ServicePackage } from '@mithaq/contracts';

/** How a package reads on the services page and its side panel. */
export const packageLabels: Record<ServicePackage, string> = {
  bronze: 'Bronze Package',
  silver: 'Silver Package',
  gold: 'Gold Package',
  additional: 'Additional Services',
};

/** Display order of the packages. */
export const packageOrder: readonly ServicePackage[] = ['bronze', 'silver', 'gold', 'additional'];

type Priced = Pick<ServiceItem, 'price' | 'perPerson'>;

/** What one item adds to the total, in pence: per-person items count SERVICE_GUEST_COUNT guests. */
export const serviceLineTotal = (item: Priced): number =>
  item.perPerson ? item.price * SERVICE_GUEST_COUNT : item.price;

/** The total of a selection, in pence. */
export const selectionTotal = (items: readonly Priced[]): number =>
  items.reduce((sum, item) => sum + serviceLineTotal(item), 0);

/** The catalogue items behind a list of ids, in the order picked; unknown ids are left out. */
export const itemsOf = <T extends { id: string }>(
  catalogue: readonly T[],
  ids: readonly string[],
): T[] =>
  ids.flatMap((id) => {
    const item = catalogue.find((candidate) => candidate.id === id);
    return item ? [item] : [];
  });
