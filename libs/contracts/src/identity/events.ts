/** Emails the identity service asks the content service to send (password and address links). */
export interface IdentityEmailEvents {
  /**
   * A transactional email about the account itself, sent through the content service's mail job;
   * `dedupeKey` makes a redelivered event send nothing twice. The text may carry a single-use
   * link, so it is never copied to anyone else.
   */
  'identity.email.requested': {
    dedupeKey: string;
    to: string;
    subject: string;
    text: string;
    kind: IdentityEmailKind;
  };
}

export const identityEmailKinds = [
  'password-reset',
  'password-changed',
  'email-verification',
  'registration-attempt',
] as const;
export type IdentityEmailKind = (typeof identityEmailKinds)[number];
