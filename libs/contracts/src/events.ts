import type { ApprovalStatus } from './enums';
import type { RegistrationPersonal } from './identity/schemas';
import type { BillingEvents } from './billing/events';
import type { MatchingEvents } from './matching/events';
import type { MessagingEvents } from './messaging/events';
import type { ContentEvents } from './content/events';
import type { CourseEvents } from './course/events';
import type { DocumentEvents } from './documents/events';
import type { IdentityEmailEvents } from './identity/events';
import type { ProfileEvents } from './profile/events';
import type { Role, ServiceName } from './rpc';

/** Events the identity service publishes. */
export interface IdentityEvents extends IdentityEmailEvents {
  'identity.account.registered': {
    userId: string;
    username: string;
    email: string;
    role: Role;
    createdAt: string;
    personal: RegistrationPersonal;
  };
  'identity.account.updated': {
    userId: string;
    username: string;
    email: string;
    role: Role;
    approvalStatus: ApprovalStatus;
    marketingConsent: boolean;
    isEmailVerified: boolean;
  };
  'identity.account.approved': { userId: string; approvedBy: string | null };
  'identity.account.rejected': { userId: string; rejectedBy: string | null };
  /** Every service that holds data about this user erases it when it receives this event. */
  'identity.account.deleted': { userId: string; deletedBy: string | null };
}

/**
 * Every domain event, keyed '<service>.<noun>.<verb>'. Never rename a published event: add a new one.
 */
export interface EventMap
  extends
    IdentityEvents,
    ProfileEvents,
    ContentEvents,
    BillingEvents,
    MatchingEvents,
    MessagingEvents,
    CourseEvents,
    DocumentEvents {}

export type EventName = keyof EventMap;
export type EventPayload<E extends EventName> = EventMap[E];

/** What travels on the `mithaq.events` exchange: the payload with its metadata. */
export interface EventEnvelope<E extends EventName = EventName> {
  id: string;
  name: E;
  occurredAt: string;
  requestId: string | null;
  payload: EventPayload<E>;
}

export const EVENTS_EXCHANGE = 'mithaq.events';

/**
 * Which events each service consumes. Publishers declare these queues and bindings too, so an
 * event published before its consumer first starts still waits in that consumer's queue.
 */
export const eventSubscriptions: Record<ServiceName, readonly EventName[]> = {
  identity: [
    'billing.membership.changed',
    'course.certification.changed',
    'profile.verification.changed',
  ],
  profile: [
    'identity.account.registered',
    'identity.account.updated',
    'identity.account.deleted',
    'matching.request.answered',
    'matching.pair.closed',
    'billing.order.paid',
    'billing.order.failed',
  ],
  content: [
    'messaging.email.requested',
    'course.email.requested',
    'profile.email.requested',
    'identity.email.requested',
  ],
  billing: ['identity.account.deleted'],
  matching: [
    'identity.account.registered',
    'identity.account.updated',
    'identity.account.approved',
    'identity.account.rejected',
    'identity.account.deleted',
    'profile.profile.updated',
    'profile.questionnaire.submitted',
    'profile.questionnaire.updated',
    'profile.questionnaire.approved',
    'profile.questionnaire.rejected',
    'messaging.member.blocked',
    'messaging.member.unblocked',
    'billing.membership.changed',
    'course.certification.changed',
    'profile.verification.changed',
  ],
  messaging: [
    'identity.account.registered',
    'identity.account.updated',
    'identity.account.deleted',
    'matching.request.created',
    'matching.request.answered',
    'matching.pair.closed',
    'billing.membership.changed',
  ],
  course: [
    'identity.account.registered',
    'identity.account.updated',
    'identity.account.deleted',
    'billing.order.paid',
    'billing.order.failed',
  ],
};

/**
 * Events the gateway pushes to members' open tabs (over its WebSocket). Each gateway instance
 * consumes them from one shared queue; the Socket.IO Redis adapter reaches sockets on the others.
 * Live delivery is a convenience: a tab that missed one refetches when it reconnects.
 */
export const liveEvents = [
  'messaging.message.sent',
  'messaging.message.read',
  'matching.request.created',
  'matching.request.answered',
] as const satisfies readonly EventName[];
export type LiveEventName = (typeof liveEvents)[number];
