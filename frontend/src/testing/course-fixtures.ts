import type {
  CourseBooking,
  CourseSession,
  CourseUser,
  ServiceBooking,
  ServiceItem,
} from '@mithaq/contracts';

export const SESSION_ID = '3d6f1c2a-8b4e-4f7a-9c1d-2e3f4a5b6c7d';
export const BOOKING_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** An open morning session, as the gateway returns it. */
export const aSession = (overrides: Partial<CourseSession> = {}): CourseSession => ({
  id: SESSION_ID,
  date: '2099-03-15',
  time: '09:00',
  end_time: '12:00',
  sessionType: 'morning',
  location: 'Middlesbrough Central Mosque',
  price: 5000,
  capacity: 20,
  availableSlots: 20,
  bookingCount: 8,
  bookedSlots: 8,
  spotsRemaining: 12,
  isActive: true,
  isFull: false,
  ...overrides,
});

export const aBooking = (overrides: Partial<CourseBooking> = {}): CourseBooking => ({
  id: BOOKING_ID,
  userId: '7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50',
  sessionId: SESSION_ID,
  bookingDate: '2099-01-10T10:00:00.000Z',
  attendees: 1,
  paymentStatus: 'paid',
  paymentAmount: 5000,
  paymentDate: '2099-01-10T10:01:00.000Z',
  paymentReference: 'order-1',
  holdExpiresAt: null,
  attended: false,
  session: aSession(),
  ...overrides,
});

export const aCourseUser = (overrides: Partial<CourseUser> = {}): CourseUser => ({
  userId: 'u1',
  fullName: 'Yusuf Ali',
  username: 'yusuf',
  email: 'yusuf@example.com',
  state: 'not-completed',
  hasCompletedMarriageCourse: false,
  isMarriageCourseCertified: false,
  marriageCourseCompletionDate: null,
  bookings: [
    {
      bookingId: BOOKING_ID,
      sessionId: SESSION_ID,
      date: '2099-03-15',
      time: '09:00',
      paymentStatus: 'paid',
      attended: false,
    },
  ],
  ...overrides,
});

export const aService = (overrides: Partial<ServiceItem> = {}): ServiceItem => ({
  id: 'nikah-ceremony',
  name: 'Nikah Ceremony',
  description: 'An imam, witnesses and a venue arranged for your nikah.',
  price: 34999,
  priceUnit: 'per event',
  perPerson: false,
  package: 'silver',
  teessideOnly: true,
  isSubscription: false,
  isOneTime: true,
  features: ['Imam', 'Witnesses'],
  isActive: true,
  linkPath: null,
  sortOrder: 1,
  ...overrides,
});

/** The catalogue's six items across the four packages. */
export const aCatalogue = (): ServiceItem[] => [
  aService({
    id: 'marriage-course',
    name: 'Marriage Course',
    description: 'A half-day preparation course.',
    price: 3999,
    package: 'bronze',
    isSubscription: true,
    isOneTime: false,
    linkPath: '/marriage-course',
    sortOrder: 0,
  }),
  aService(),
  aService({
    id: 'catering',
    name: 'Catering',
    description: 'Halal catering for your guests.',
    price: 1599,
    priceUnit: 'per person',
    perPerson: true,
    package: 'gold',
    sortOrder: 2,
  }),
  aService({
    id: 'photography-videography',
    name: 'Photography & Videography',
    description: 'Modest photography and film.',
    price: 59999,
    package: 'gold',
    sortOrder: 3,
  }),
  aService({
    id: 'decoration',
    name: 'Decoration',
    description: 'Venue decoration.',
    price: 29999,
    package: 'additional',
    sortOrder: 4,
  }),
  aService({
    id: 'live-streaming',
    name: 'Live Streaming',
    description: 'A private live stream.',
    price: 19999,
    package: 'additional',
    teessideOnly: false,
    sortOrder: 5,
  }),
];

export const aServiceBooking = (overrides: Partial<ServiceBooking> = {}): ServiceBooking => ({
  id: 'so-1',
  userId: 'u1',
  fullName: 'Yusuf Ali',
  username: 'yusuf',
  email: 'yusuf@example.com',
  phone: '07700 900123',
  eventDate: '2099-06-20',
  postcode: 'TS1 2BF',
  lines: [
    {
      serviceId: 'nikah-ceremony',
      name: 'Nikah Ceremony',
      unitPrice: 34999,
      quantity: 1,
      amount: 34999,
    },
    { serviceId: 'catering', name: 'Catering', unitPrice: 1599, quantity: 50, amount: 79950 },
  ],
  amount: 114949,
  status: 'paid',
  createdAt: '2099-01-10T10:00:00.000Z',
  paidAt: '2099-01-10T10:02:00.000Z',
  ...overrides,
});
