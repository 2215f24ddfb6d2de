import {
  CourseMessage,
  DomainError,
  ErrorCode,
  type CourseSession,
  type CreateCourseSession,
  type UpdateCourseSession,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toCourseSession } from './session.mapper';
import { endTimeOf, londonClock } from './session-rules';
import { SessionsRepository, type NewSession } from './sessions.repository';

const invalid = (field: string, message: string): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, message, { [field]: message });

/** Scheduling course sessions (admins) and listing the ones open for booking. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
  ) {}

  async available(): Promise<CourseSession[]> {
    return (await this.sessions.available()).map(toCourseSession);
  }

  async all(): Promise<CourseSession[]> {
    return (await this.sessions.all()).map(toCourseSession);
  }

  /** A new active session; its date is today or later in London, its end follows its type. */
  async create(input: CreateCourseSession): Promise<CourseSession> {
    this.assertNotPast(input.date);
    const row = await this.dataSource.transaction((manager) =>
      this.sessions.insert(manager, {
        date: input.date,
        time: input.time,
        endTime: endTimeOf(input.time, input.sessionType),
        sessionType: input.sessionType,
        location: input.location,
        price: input.price,
        capacity: input.availableSlots,
        isActive: true,
      }),
    );
    return toCourseSession(row);
  }

  /**
   * Edits, deactivates or reactivates a session. Its seats cannot drop below those already taken,
   * and a new date must be today or later.
   */
  async update(sessionId: string, changes: UpdateCourseSession): Promise<CourseSession> {
    if (changes.date !== undefined) {
      this.assertNotPast(changes.date);
    }
    return this.dataSource.transaction(async (manager) => {
      const current = await this.sessions.findOne(sessionId, manager, true);
      if (!current) {
        throw new DomainError(ErrorCode.NotFound, CourseMessage.SessionNotFound);
      }
      const capacity = changes.availableSlots ?? current.capacity;
      if (capacity < current.booked_slots) {
        throw new DomainError(ErrorCode.Unprocessable, CourseMessage.SlotsBelowBooked, {
          availableSlots: CourseMessage.SlotsBelowBooked,
        });
      }
      const time = changes.time ?? current.time;
      const sessionType = changes.sessionType ?? current.session_type;
      const next: NewSession = {
        date: changes.date ?? current.date,
        time,
        endTime: endTimeOf(time, sessionType),
        sessionType,
        location: changes.location ?? current.location,
        price: changes.price ?? current.price,
        capacity,
        isActive: changes.isActive ?? current.is_active,
      };
      await this.sessions.save(manager, sessionId, next);
      return toCourseSession((await this.sessions.findOne(sessionId, manager)) ?? current);
    });
  }

  private assertNotPast(date: string): void {
    if (date < londonClock(new Date()).date) {
      throw invalid('date', CourseMessage.DateInPast);
    }
  }
}
