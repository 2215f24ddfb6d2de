import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedItem {
  id: string;
  name: string;
  description: string;
  price: number;
  priceUnit: string;
  perPerson: boolean;
  package: 'bronze' | 'silver' | 'gold' | 'additional';
  teessideOnly: boolean;
  features: string[];
  linkPath: string | null;
}

/** The catalogue as first offered; admins change prices and texts afterwards. */
const items: SeedItem[] = [
  {
    id: 'marriage-course',
    name: 'Marriage Course',
    description: 'A half-day preparation course for marriage, booked on the marriage course page.',
    price: 3999,
    priceUnit: 'per person',
    perPerson: false,
    package: 'bronze',
    teessideOnly: false,
    features: ['Taught by an imam', 'Course materials', 'Completion certificate'],
    linkPath: '/marriage-course',
  },
  {
    id: 'nikah-ceremony',
    name: 'Nikah Ceremony',
    description: 'An imam to officiate your nikah, with the contract and witnesses arranged.',
    price: 34999,
    priceUnit: 'per event',
    perPerson: false,
    package: 'bronze',
    teessideOnly: true,
    features: ['Imam to officiate', 'Nikah contract', 'Witness arrangement'],
    linkPath: null,
  },
  {
    id: 'catering',
    name: 'Catering',
    description: 'Halal catering for your guests, priced per person.',
    price: 1599,
    priceUnit: 'per person',
    perPerson: true,
    package: 'silver',
    teessideOnly: true,
    features: ['Halal menu', 'Serving staff', 'Starter, main and dessert'],
    linkPath: null,
  },
  {
    id: 'decoration',
    name: 'Decoration',
    description: 'Venue decoration with stage, flowers and lighting.',
    price: 29999,
    priceUnit: 'per event',
    perPerson: false,
    package: 'silver',
    teessideOnly: true,
    features: ['Stage setup', 'Floral arrangements', 'Lighting'],
    linkPath: null,
  },
  {
    id: 'photography-videography',
    name: 'Photography & Videography',
    description: 'Full-day photography and videography of your wedding.',
    price: 59999,
    priceUnit: 'per event',
    perPerson: false,
    package: 'gold',
    teessideOnly: true,
    features: ['Professional photographer', 'Edited highlight video', 'Digital album'],
    linkPath: null,
  },
  {
    id: 'live-streaming',
    name: 'Live Streaming',
    description: 'Stream the ceremony live for family and friends who cannot attend.',
    price: 19999,
    priceUnit: 'per event',
    perPerson: false,
    package: 'additional',
    teessideOnly: false,
    features: ['HD stream', 'Private link for guests', 'Recording afterwards'],
    linkPath: null,
  },
];

export class ServiceCatalogue1763700001510 implements MigrationInterface {
  name = 'ServiceCatalogue1763700001510';

  async up(runner: QueryRunner): Promise<void> {
    // Prices live here, in pence, so a client cannot choose what it pays.
    await runner.query(`
      CREATE TABLE service_items (
        id varchar(50) PRIMARY KEY,
        name varchar(100) NOT NULL,
        description varchar(1000) NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        price_unit varchar(40) NOT NULL,
        per_person boolean NOT NULL DEFAULT false,
        package varchar(10) NOT NULL CHECK (package IN ('bronze', 'silver', 'gold', 'additional')),
        teesside_only boolean NOT NULL DEFAULT true,
        is_subscription boolean NOT NULL DEFAULT false,
        is_one_time boolean NOT NULL DEFAULT true,
        features jsonb NOT NULL DEFAULT '[]',
        is_active boolean NOT NULL DEFAULT true,
        link_path varchar(200),
        sort_order integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [index, item] of items.entries()) {
      await runner.query(
        `INSERT INTO service_items (id, name, description, price, price_unit, per_person, package,
           teesside_only, features, link_path, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          item.id,
          item.name,
          item.description,
          item.price,
          item.priceUnit,
          item.perPerson,
          item.package,
          item.teessideOnly,
          JSON.stringify(item.features),
          item.linkPath,
          (index + 1) * 10,
        ],
      );
    }
    // A member's order of services: the lines as priced when ordered, and how to reach them.
    await runner.query(`
      CREATE TABLE service_orders (
        id uuid PRIMARY KEY,
        user_id uuid,
        event_date date NOT NULL,
        postcode varchar(10),
        phone varchar(20),
        lines jsonb NOT NULL,
        amount integer NOT NULL CHECK (amount >= 0),
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
        payment_reference uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);
    await runner.query('CREATE INDEX service_orders_user ON service_orders (user_id)');
    await runner.query('CREATE INDEX service_orders_created ON service_orders (created_at DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE service_orders');
    await runner.query('DROP TABLE service_items');
  }
}
