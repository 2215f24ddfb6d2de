import {
  COURSE_DEFAULT_PRICE_PENCE,
  COURSE_SESSION_HOURS,
  COURSE_SLOTS,
  type CourseSessionType,
} from '@mithaq/contracts';
import type { NewSession } from '../sessions/sessions.repository';
import { endTimeOf, londonDatePlus } from '../sessions/session-rules';

export const DEMO_LOCATION = 'Mithaq Community Centre, Middlesbrough TS1 2AA';
const WEEKS = 3;
const SATURDAY = 6;

/** A morning and an afternoon session on each of the next Saturdays (from tomorrow on). */
export const upcomingSessionPlan = (now: Date): NewSession[] => {
  const tomorrow = londonDatePlus(now, 1);
  const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay();
  const firstSaturday = londonDatePlus(now, 1 + ((SATURDAY - weekday + 7) % 7));
  const plan: NewSession[] = [];
  for (let week = 0; week < WEEKS; week += 1) {
    const date = new Date(`${firstSaturday}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + week * 7);
    for (const sessionType of ['morning', 'afternoon'] as CourseSessionType[]) {
      const time = COURSE_SESSION_HOURS[sessionType].time;
      plan.push({
        date: date.toISOString().slice(0, 10),
        time,
        endTime: endTimeOf(time, sessionType),
        sessionType,
        location: DEMO_LOCATION,
        price: COURSE_DEFAULT_PRICE_PENCE,
        capacity: COURSE_SLOTS.default,
        isActive: true,
      });
    }
  }
  return plan;
};
