import { z } from 'zod';
import type {
  Gender,
  IslamicSect,
  MaritalStatus,
  PracticeLevel,
  UkResidencyStatus,
  WorkingStatus,
} from '../enums';
import type { RegistrationPersonal } from '../identity/schemas';
import { userIdSchema } from '../identity/schemas';
import { defineRpc, ServiceName, type PingReply } from '../rpc';

/** The member's personal details, owned by the profile service. */
export interface Profile {
  userId: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
  nationality: string;
  ethnicity: string;
  countryOfResidence: string;
  maritalStatus: MaritalStatus;
  practiceLevel: PracticeLevel;
  lookingFor: Gender;
  waliContact: string | null;
  bio: string;
  occupation: string | null;
  educationLevel: string | null;
  height: number | null;
  islamicSect: IslamicSect | null;
  ukResidencyStatus: UkResidencyStatus | null;
  ukResidencyYears: number | null;
  workingStatus: WorkingStatus | null;
  hasProfilePicture: boolean;
  isWaliVerified: boolean;
  profileCompleted: boolean;
  questionnaireCompleted: boolean;
  updatedAt: string;
}

/** The profile a registration creates: the given fields plus the server's defaults. */
export const profileFromRegistration = (
  userId: string,
  personal: RegistrationPersonal,
  at: string,
): Profile => ({
  userId,
  ...personal,
  occupation: null,
  educationLevel: null,
  height: null,
  islamicSect: null,
  ukResidencyStatus: null,
  ukResidencyYears: null,
  workingStatus: null,
  hasProfilePicture: false,
  isWaliVerified: false,
  profileCompleted: false,
  questionnaireCompleted: false,
  updatedAt: at,
});

const rpc = (pattern: string) => `${ServiceName.Profile}.${pattern}`;

export const ProfileRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Profile, rpc('ping'), z.object({})),
  /** Admin only: the profiles of several members at once (missing ones are left out). */
  getProfiles: defineRpc<Profile[]>()(
    ServiceName.Profile,
    rpc('profile.get-many'),
    z.object({ userIds: z.array(userIdSchema).max(100, 'At most 100 members at a time') }),
  ),
  /** Replies null while the registration event has not reached the profile service yet. */
  getProfile: defineRpc<Profile | null>()(
    ServiceName.Profile,
    rpc('profile.get'),
    z.object({ userId: userIdSchema }),
  ),
} as const;
