/** Morning sessions run 9:00–12:00, afternoon sessions 13:00–16:00. */
export type CourseSessionType = 'morning' | 'afternoon';

/** How a session reads in the admin list: Inactive, Active, or Full (active and full). */
export type CourseSessionDisplayState = 'Inactive' | 'Active' | 'Full';

/**
 * A course session, as both the member page and the admin area read it. `capacity` and
 * `availableSlots` are the same number (the seats the session has); `bookingCount` and
 * `bookedSlots` count confirmed bookings plus unexpired payment holds.
 */
export interface CourseSession {
  id: string;
  /** ISO date, YYYY-MM-DD (Europe/London). */
  date: string;
  /** Start and end, HH:mm. */
  time: string;
  end_time: string;
  sessionType: CourseSessionType;
  location: string;
  /** Integer pence: the amount a booking is charged. */
  price: number;
  capacity: number;
  availableSlots: number;
  bookingCount: number;
  bookedSlots: number;
  spotsRemaining: number;
  isActive: boolean;
  isFull: boolean;
}

/** pending: a seat held while the payment runs; paid: confirmed; expired/failed free the seat. */
export type CoursePaymentStatus = 'pending' | 'paid' | 'expired' | 'failed';

export interface CourseBooking {
  id: string;
  userId: string;
  sessionId: string;
  bookingDate: string;
  attendees: 1;
  paymentStatus: CoursePaymentStatus;
  /** Integer pence, priced by the server from the session. */
  paymentAmount: number;
  paymentDate: string | null;
  /** The billing order paying for it. */
  paymentReference: string | null;
  /** While pending: when the held seat is released if still unpaid. */
  holdExpiresAt: string | null;
  attended: boolean;
  session: CourseSession;
}

/** POST /api/course-bookings: the held booking and what the payment form needs. */
export interface CourseBookingCheckout {
  booking: CourseBooking;
  orderId: string;
  clientSecret: string;
  amount: number;
  description: string;
}

/** not-completed, then Pending Approval (attended, not certified), then certified. */
export type CourseCertificationState = 'not-completed' | 'pending-approval' | 'certified';

export interface CourseUserBooking {
  bookingId: string;
  sessionId: string;
  date: string;
  time: string;
  paymentStatus: CoursePaymentStatus;
  attended: boolean;
}

/** GET /api/admin/course-users: members who booked or completed the course. */
export interface CourseUser {
  userId: string;
  fullName: string | null;
  username: string | null;
  email: string | null;
  state: CourseCertificationState;
  hasCompletedMarriageCourse: boolean;
  isMarriageCourseCertified: boolean;
  marriageCourseCompletionDate: string | null;
  bookings: CourseUserBooking[];
}

/** The reply of POST /api/admin/complete-course/{userId}. */
export interface CourseCertification {
  userId: string;
  hasCompletedMarriageCourse: boolean;
  isMarriageCourseCertified: boolean;
  marriageCourseCompletionDate: string | null;
}

export type ServicePackage = 'bronze' | 'silver' | 'gold' | 'additional';

/** A wedding-services catalogue item. Prices live on the server, in pence. */
export interface ServiceItem {
  id: string;
  name: string;
  description: string;
  /** Integer pence per unit. */
  price: number;
  /** e.g. "per event", "per person". */
  priceUnit: string;
  /** Per-person items are charged for SERVICE_GUEST_COUNT guests. */
  perPerson: boolean;
  package: ServicePackage;
  teessideOnly: boolean;
  isSubscription: boolean;
  isOneTime: boolean;
  features: string[];
  isActive: boolean;
  /** Set on the marriage course item: it is booked on that page, never bought here. */
  linkPath: string | null;
  sortOrder: number;
}

export interface ServiceOrderLine {
  serviceId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  amount: number;
}

export type ServiceOrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** POST /api/services/checkout: the priced order and what the payment form needs. */
export interface ServicesCheckout {
  serviceOrderId: string;
  orderId: string;
  clientSecret: string;
  amount: number;
  description: string;
  lines: ServiceOrderLine[];
}

/** A member's services order; in the admin list with the member's contact. */
export interface ServiceBooking {
  id: string;
  userId: string | null;
  fullName: string | null;
  username: string | null;
  email: string | null;
  phone: string | null;
  eventDate: string;
  postcode: string;
  lines: ServiceOrderLine[];
  amount: number;
  status: ServiceOrderStatus;
  createdAt: string;
  paidAt: string | null;
}
