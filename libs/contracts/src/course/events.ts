/** Events the course service publishes. */
export interface CourseEvents {
  /**
   * A member's course completion or certification changed. Identity shows it on the user;
   * matching shows the Certified badge on their match cards.
   */
  'course.certification.changed': {
    userId: string;
    hasCompletedMarriageCourse: boolean;
    isMarriageCourseCertified: boolean;
    marriageCourseCompletionDate: string | null;
    changedAt: string;
  };
  /**
   * A transactional email (booking and services confirmations) sent through the content
   * service's mail job; `dedupeKey` makes a redelivered event send nothing twice.
   */
  'course.email.requested': {
    dedupeKey: string;
    to: string;
    subject: string;
    text: string;
    kind: 'course-booking-confirmed' | 'services-order-confirmed';
  };
}
