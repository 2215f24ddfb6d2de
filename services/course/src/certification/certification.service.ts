import { EventBus, recordEvent } from '@mithaq/bus';
import {
  CourseMessage,
  DomainError,
  ErrorCode,
  type CourseBooking,
  type CourseCertification,
  type CourseCertificationState,
  type CourseUser,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import {
  BookingsRepository,
  toCourseBooking,
  type BookingRow,
} from '../bookings/bookings.repository';
import { MembersRepository } from '../members/members.repository';
import { CompletionsRepository } from './completions.repository';

export const ONLY_PAID_ATTENDED = 'Attendance can be recorded for paid bookings only';

/** Certified once completed; Pending Approval once a paid booking was attended; else not completed. */
export const certificationStateOf = (
  certification: CourseCertification,
  bookings: readonly { paymentStatus: string; attended: boolean }[],
): CourseCertificationState => {
  if (certification.isMarriageCourseCertified) {
    return 'certified';
  }
  return bookings.some((b) => b.paymentStatus === 'paid' && b.attended)
    ? 'pending-approval'
    : 'not-completed';
};

/** Attendance, completion and certification of the marriage course. */
@Injectable()
export class CertificationService {
  constructor(
    private readonly events: EventBus,
    private readonly bookings: BookingsRepository,
    private readonly completions: CompletionsRepository,
    private readonly members: MembersRepository,
  ) {}

  certification(userId: string): Promise<CourseCertification> {
    return this.completions.find(userId);
  }

  /** Members with a booking holding a seat or a completion, by name. */
  async courseUsers(): Promise<CourseUser[]> {
    const [live, completions] = await Promise.all([
      this.bookings.allLive(),
      this.completions.all(),
    ]);
    const byUser = new Map<string, BookingRow[]>();
    for (const row of live) {
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    }
    const ids = [...new Set([...byUser.keys(), ...completions.keys()])];
    const members = await this.members.findMany(ids);
    const users = ids.map((userId): CourseUser => {
      const certification = completions.get(userId) ?? this.completionless(userId);
      const rows = byUser.get(userId) ?? [];
      const member = members.get(userId);
      const bookings = rows.map((row) => ({
        bookingId: row.booking_id,
        sessionId: row.session_id,
        date: row.date,
        time: row.time,
        paymentStatus: row.payment_status,
        attended: row.attended,
      }));
      return {
        userId,
        fullName: member?.fullName ?? null,
        username: member?.username ?? null,
        email: member?.email ?? null,
        state: certificationStateOf(certification, bookings),
        hasCompletedMarriageCourse: certification.hasCompletedMarriageCourse,
        isMarriageCourseCertified: certification.isMarriageCourseCertified,
        marriageCourseCompletionDate: certification.marriageCourseCompletionDate,
        bookings,
      };
    });
    const label = (user: CourseUser): string => user.fullName ?? user.username ?? user.userId;
    return users.sort((a, b) => label(a).localeCompare(label(b)));
  }

  async markAttendance(bookingId: string, attended: boolean): Promise<CourseBooking> {
    const booking = await this.bookings.findOne(bookingId);
    if (!booking) {
      throw new DomainError(ErrorCode.NotFound, CourseMessage.BookingNotFound);
    }
    if (booking.payment_status !== 'paid') {
      throw new DomainError(ErrorCode.Unprocessable, ONLY_PAID_ATTENDED);
    }
    await this.bookings.setAttended(bookingId, attended);
    return toCourseBooking({ ...booking, attended });
  }

  /**
   * Marks the course completed and certified for a known member. A second call changes nothing
   * and announces nothing; the first announces it once, in its transaction.
   */
  async complete(userId: string): Promise<CourseCertification> {
    if (!(await this.members.findOne(userId))) {
      throw new DomainError(ErrorCode.NotFound, CourseMessage.MemberNotFound);
    }
    return this.events.transaction(async (manager) => {
      const recorded = await this.completions.complete(manager, userId);
      const certification = await this.completions.find(userId, manager);
      if (recorded) {
        await recordEvent(manager, 'course.certification.changed', {
          ...certification,
          changedAt: new Date().toISOString(),
        });
      }
      return certification;
    });
  }

  private completionless(userId: string): CourseCertification {
    return {
      userId,
      hasCompletedMarriageCourse: false,
      isMarriageCourseCertified: false,
      marriageCourseCompletionDate: null,
    };
  }
}
