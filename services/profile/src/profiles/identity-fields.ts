import { DomainError, ErrorCode, type UpdateProfileRequest } from '@mithaq/contracts';
import type { ProfileEntity } from './entities/profile.entity';

/**
 * Who a member is: fixed at registration. Matching pairs men with women and filters by age, so a
 * change here would silently re-match an approved member as someone else. The profile form sends
 * every field, so the stored value is accepted; only a different one is refused.
 */
const FIXED_FIELDS = {
  gender: 'Gender cannot be changed after registration. Please contact us if it is wrong.',
  lookingFor: 'Looking for follows your gender and cannot be changed.',
  dateOfBirth:
    'Date of birth cannot be changed after registration. Please contact us if it is wrong.',
} as const satisfies Partial<Record<keyof UpdateProfileRequest, string>>;

/** What other members read about someone: once approved, a change goes back to the team. */
const REVIEWED_FIELDS = ['fullName', 'bio', 'waliContact'] as const;

const dayOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : null;

const sameValue = (field: keyof typeof FIXED_FIELDS, stored: unknown, sent: unknown): boolean =>
  field === 'dateOfBirth' ? dayOf(stored) === dayOf(sent) : stored === sent;

/** Refuses, with a message per field, any change to a field fixed at registration. */
export const assertFixedFieldsUnchanged = (
  entity: ProfileEntity,
  changes: UpdateProfileRequest,
): void => {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(FIXED_FIELDS)) {
    const key = field as keyof typeof FIXED_FIELDS;
    const sent = changes[key];
    if (sent !== undefined && !sameValue(key, entity[key], sent)) {
      fields[field] = message;
    }
  }
  const messages = Object.values(fields);
  if (messages.length > 0) {
    throw new DomainError(ErrorCode.ValidationFailed, messages[0], fields);
  }
};

/** True when the changes alter what the team reviewed (name, bio or wali contact). */
export const changesReviewedFields = (
  entity: ProfileEntity,
  changes: UpdateProfileRequest,
): boolean =>
  REVIEWED_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== entity[field]);
