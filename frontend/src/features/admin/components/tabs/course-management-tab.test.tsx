import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseUser } from '@mithaq/contracts';
import { aCourseUser, BOOKING_ID } from '../../../../testing/course-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { CourseManagementTab } from './course-management-tab';

const booked = aCourseUser();
const attended = aCourseUser({
  userId: 'u2',
  fullName: 'Maryam Hussain',
  username: 'maryam',
  email: 'maryam@example.com',
  state: 'pending-approval',
  hasCompletedMarriageCourse: true,
  bookings: [
    {
      bookingId: 'b2',
      sessionId: 's2',
      date: '2099-02-01',
      time: '13:00',
      paymentStatus: 'paid',
      attended: true,
    },
  ],
});
const certified = aCourseUser({
  userId: 'u3',
  fullName: 'Omar Farooq',
  username: 'omar',
  state: 'certified',
  hasCompletedMarriageCourse: true,
  isMarriageCourseCertified: true,
  marriageCourseCompletionDate: '2099-02-02T10:00:00.000Z',
  bookings: [
    {
      bookingId: 'b3',
      sessionId: 's3',
      date: '2099-02-01',
      time: '09:00',
      paymentStatus: 'pending',
      attended: false,
    },
  ],
});

const row = async (name: string) => within(rowOf(await screen.findByText(name)));

describe('course-management tab', () => {
  it('lists course users with their state, bookings and attendance', async () => {
    renderAdminComponent(CourseManagementTab, {
      'GET /api/admin/course-users': () => json(200, [booked, attended, certified]),
    });
    expect(await screen.findByRole('heading', { name: 'Course Management' })).toBeTruthy();
    const yusuf = await row('Yusuf Ali');
    expect(yusuf.getByText('Not Completed')).toBeTruthy();
    expect(yusuf.getByText('March 15, 2099, 9:00am')).toBeTruthy();
    expect(yusuf.getByText('Paid')).toBeTruthy();
    expect(yusuf.getByText('Not attended')).toBeTruthy();
    const maryam = await row('Maryam Hussain');
    expect(maryam.getByText('Pending Approval')).toBeTruthy();
    expect(maryam.getByText('Attended')).toBeTruthy();
    const omar = await row('Omar Farooq');
    expect(omar.getByText('Certified')).toBeTruthy();
    expect(omar.getByText('2 Feb 2099')).toBeTruthy();
    expect(
      omar.getByRole<HTMLButtonElement>('button', { name: /Completed & Certified/ }).disabled,
    ).toBe(true);
    // Attendance is recorded on paid bookings only.
    expect(
      omar.getByRole<HTMLButtonElement>('switch', { name: /Omar Farooq attended/ }).disabled,
    ).toBe(true);
  });

  it('records attendance for a booking', async () => {
    let users: CourseUser[] = [booked];
    const { callsTo } = renderAdminComponent(CourseManagementTab, {
      'GET /api/admin/course-users': () => json(200, users),
      [`POST /api/admin/course-bookings/${BOOKING_ID}/attendance`]: () => {
        users = [
          aCourseUser({
            state: 'pending-approval',
            bookings: booked.bookings.map((booking) => ({ ...booking, attended: true })),
          }),
        ];
        return json(200, {});
      },
    });
    fireEvent.click(
      (await row('Yusuf Ali')).getByRole('switch', {
        name: 'Yusuf Ali attended March 15, 2099, 9:00am',
      }),
    );
    await waitFor(() =>
      expect(callsTo(`POST /api/admin/course-bookings/${BOOKING_ID}/attendance`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(`POST /api/admin/course-bookings/${BOOKING_ID}/attendance`))).toEqual({
      attended: true,
    });
    expect(await (await row('Yusuf Ali')).findByText('Pending Approval')).toBeTruthy();
  });

  it('marks the course completed and shows Completed & Certified afterwards', async () => {
    let users: CourseUser[] = [attended];
    const { callsTo } = renderAdminComponent(CourseManagementTab, {
      'GET /api/admin/course-users': () => json(200, users),
      'POST /api/admin/complete-course/u2': () => {
        users = [{ ...attended, state: 'certified', isMarriageCourseCertified: true }];
        return json(200, {
          userId: 'u2',
          hasCompletedMarriageCourse: true,
          isMarriageCourseCertified: true,
          marriageCourseCompletionDate: '2099-02-02T10:00:00.000Z',
        });
      },
    });
    fireEvent.click(
      (await row('Maryam Hussain')).getByRole('button', {
        name: 'Mark Maryam Hussain as Completed',
      }),
    );
    const done = await (
      await row('Maryam Hussain')
    ).findByRole('button', {
      name: /Completed & Certified/,
    });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('POST /api/admin/complete-course/u2')).toHaveLength(1);
  });

  it("shows the server's message when completing fails", async () => {
    renderAdminComponent(CourseManagementTab, {
      'GET /api/admin/course-users': () => json(200, [booked]),
      'POST /api/admin/complete-course/u1': () => apiError(404, 'Member not found'),
    });
    fireEvent.click(
      (await row('Yusuf Ali')).getByRole('button', { name: 'Mark Yusuf Ali as Completed' }),
    );
    expect(await screen.findByText('Member not found')).toBeTruthy();
  });

  it('says when nobody has booked', async () => {
    renderAdminComponent(CourseManagementTab, {
      'GET /api/admin/course-users': () => json(200, []),
    });
    expect(await screen.findByText('No members have booked the course yet.')).toBeTruthy();
  });
});
