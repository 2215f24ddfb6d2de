import type { ApprovalStatus, RegistrationPersonal } from '@mithaq/contracts';

export type DemoMember = RegistrationPersonal & {
  username: string;
  email: string;
  /** Approved unless given: the admin screens need members in every approval state. */
  approvalStatus?: ApprovalStatus;
};
