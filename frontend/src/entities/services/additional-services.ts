/** The wedding-day and course services sold beside memberships; prices in integer pence. */
export interface AdditionalService {
  id: string;
  name: string;
  description: string;
  /** Integer pence. */
  price: number;
  /** Shown after the price, e.g. "per person". */
  priceUnit: string | null;
  teessideOnly: boolean;
}

export const additionalServices: readonly AdditionalService[] = [
  {
    id: 'marriage-course',
    name: 'Marriage Course',
    description: 'A half-day preparation course taught by an imam, with a completion certificate.',
    price: 3999,
    priceUnit: null,
    teessideOnly: true,
  },
  {
    id: 'nikah-ceremony',
    name: 'Nikah Ceremony',
    description: 'An imam, witnesses and a venue arranged for your nikah.',
    price: 34999,
    priceUnit: null,
    teessideOnly: true,
  },
  {
    id: 'catering',
    name: 'Catering',
    description: 'Halal catering for your guests, priced per person.',
    price: 1599,
    priceUnit: 'per person',
    teessideOnly: true,
  },
  {
    id: 'photography-videography',
    name: 'Photography & Videography',
    description: 'Modest, respectful photography and film of your day.',
    price: 59999,
    priceUnit: null,
    teessideOnly: true,
  },
  {
    id: 'decoration',
    name: 'Decoration',
    description: 'Venue decoration for the nikah and the walima.',
    price: 29999,
    priceUnit: null,
    teessideOnly: true,
  },
  {
    id: 'live-streaming',
    name: 'Live Streaming',
    description: 'A private live stream so family far away can share the day.',
    price: 19999,
    priceUnit: null,
    teessideOnly: false,
  },
];
