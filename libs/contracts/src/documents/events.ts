/** Events of the documents and meetings feature (published by the profile service). */
export interface DocumentEvents {
  /**
   * A member became Verified (an approved id_document and face_photo) or stopped being. Identity
   * shows it on the user; matching shows the Verified badge on their match cards.
   */
  'profile.verification.changed': { userId: string; isVerified: boolean; changedAt: string };
  /**
   * A transactional email (document decisions, meeting updates, walis copied) sent through the
   * content service's mail job; `dedupeKey` makes a redelivered event send nothing twice.
   */
  'profile.email.requested': {
    dedupeKey: string;
    to: string;
    cc?: string[];
    subject: string;
    text: string;
    kind: 'document-reviewed' | 'meeting-paid' | 'meeting-proposed' | 'meeting-arranged';
  };
}
