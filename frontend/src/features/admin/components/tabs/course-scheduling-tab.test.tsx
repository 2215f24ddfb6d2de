import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseSession } from '@mithaq/contracts';
import { aSession, SESSION_ID } from '../../../../testing/course-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { CourseSchedulingTab } from './course-scheduling-tab';

const active = aSession();
const full = aSession({
  id: 's-full',
  date: '2099-04-02',
  time: '13:00',
  end_time: '16:00',
  sessionType: 'afternoon',
  location: 'Stockton Community Centre',
  bookedSlots: 20,
  spotsRemaining: 0,
  isFull: true,
});
const inactive = aSession({ id: 's-off', date: '2099-05-01', isActive: false });

const dialog = () => within(screen.getByRole('dialog'));
const row = async (text: string) => within(rowOf(await screen.findByText(text)));
const SLOW = 60_000;

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Schedule Session/ }));
  expect(await screen.findByText('Schedule course session')).toBeTruthy();
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(dialog().getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
};

describe('course-scheduling tab', () => {
  it('lists sessions as Active, Full or Inactive', async () => {
    renderAdminComponent(CourseSchedulingTab, {
      'GET /api/admin/course-sessions': () => json(200, [active, full, inactive]),
    });
    const first = await row('March 15, 2099');
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('9:00am - 12:00pm')).toBeTruthy();
    expect(first.getByText('Morning')).toBeTruthy();
    expect(first.getByText('8 / 20')).toBeTruthy();
    expect(first.getByText('£50.00')).toBeTruthy();
    const second = await row('April 2, 2099');
    expect(second.getByText('Full')).toBeTruthy();
    expect(second.getByText('Afternoon')).toBeTruthy();
    const third = await row('May 1, 2099');
    expect(third.getByText('Inactive')).toBeTruthy();
    expect(third.getByRole('button', { name: 'Activate session on May 1, 2099' })).toBeTruthy();
  });

  it('deactivates and activates a session', async () => {
    let sessions: CourseSession[] = [active];
    const { callsTo } = renderAdminComponent(CourseSchedulingTab, {
      'GET /api/admin/course-sessions': () => json(200, sessions),
      [`PATCH /api/admin/course-sessions/${SESSION_ID}`]: () => {
        sessions = [{ ...active, isActive: false }];
        return json(200, sessions[0]);
      },
    });
    fireEvent.click(
      (await row('March 15, 2099')).getByRole('button', {
        name: 'Deactivate session on March 15, 2099',
      }),
    );
    expect(await screen.findByText('Session deactivated')).toBeTruthy();
    expect(bodyOf(callsTo(`PATCH /api/admin/course-sessions/${SESSION_ID}`))).toEqual({
      isActive: false,
    });
    expect(await (await row('March 15, 2099')).findByText('Inactive')).toBeTruthy();
  });

  it(
    'requires date, time, session type and location, and checks slots 1–100',
    async () => {
      const { callsTo } = renderAdminComponent(CourseSchedulingTab, {
        'GET /api/admin/course-sessions': () => json(200, []),
      });
      await openDialog();
      expect(dialog().getByLabelText<HTMLInputElement>('Available slots').value).toBe('20');
      expect(dialog().getByLabelText<HTMLInputElement>('Price (£)').value).toBe('50.00');
      fireEvent.click(dialog().getByRole('button', { name: 'Schedule Session' }));
      expect(await dialog().findByText('Date is required')).toBeTruthy();
      expect(dialog().getByText('Time is required')).toBeTruthy();
      expect(dialog().getByText('Session type is required')).toBeTruthy();
      expect(dialog().getByText('Location is required')).toBeTruthy();
      fireEvent.change(dialog().getByLabelText('Available slots'), { target: { value: '101' } });
      fireEvent.click(dialog().getByRole('button', { name: 'Schedule Session' }));
      expect(await dialog().findByText('Slots must be between 1 and 100')).toBeTruthy();
      fireEvent.change(dialog().getByLabelText('Available slots'), { target: { value: '0' } });
      fireEvent.click(dialog().getByRole('button', { name: 'Schedule Session' }));
      expect(await dialog().findByText('Slots must be between 1 and 100')).toBeTruthy();
      expect(callsTo('POST /api/admin/create-course-session')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'schedules a session with the price sent in rounded pence',
    async () => {
      let sessions: CourseSession[] = [];
      const { callsTo } = renderAdminComponent(CourseSchedulingTab, {
        'GET /api/admin/course-sessions': () => json(200, sessions),
        'POST /api/admin/create-course-session': () => {
          sessions = [aSession({ date: '2099-07-04', sessionType: 'afternoon', price: 4000 })];
          return json(201, sessions[0]);
        },
      });
      await openDialog();
      fireEvent.change(dialog().getByLabelText('Date'), { target: { value: '2099-07-04' } });
      await choose('Session type', 'Afternoon (1:00pm-4:00pm)');
      await waitFor(() =>
        expect(dialog().getByLabelText<HTMLInputElement>('Time').value).toBe('13:00'),
      );
      fireEvent.change(dialog().getByLabelText('Location'), {
        target: { value: '  Middlesbrough Central Mosque ' },
      });
      fireEvent.change(dialog().getByLabelText('Available slots'), { target: { value: '30' } });
      fireEvent.change(dialog().getByLabelText('Price (£)'), { target: { value: '39.995' } });
      fireEvent.click(dialog().getByRole('button', { name: 'Schedule Session' }));
      expect(await screen.findByText('Course session scheduled successfully')).toBeTruthy();
      expect(bodyOf(callsTo('POST /api/admin/create-course-session'))).toEqual({
        date: '2099-07-04',
        time: '13:00',
        sessionType: 'afternoon',
        location: 'Middlesbrough Central Mosque',
        availableSlots: 30,
        price: 4000,
      });
      expect(await screen.findByText('July 4, 2099')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows 'Failed to create course session' when the server gives no message",
    async () => {
      renderAdminComponent(CourseSchedulingTab, {
        'GET /api/admin/course-sessions': () => json(200, []),
        'POST /api/admin/create-course-session': () => apiError(500, ''),
      });
      await openDialog();
      fireEvent.change(dialog().getByLabelText('Date'), { target: { value: '2099-07-04' } });
      await choose('Session type', 'Morning (9:00am-12:00pm)');
      fireEvent.change(dialog().getByLabelText('Location'), { target: { value: 'Mosque' } });
      fireEvent.click(dialog().getByRole('button', { name: 'Schedule Session' }));
      expect(await screen.findByText('Failed to create course session')).toBeTruthy();
      expect(await screen.findByRole('dialog')).toBeTruthy();
    },
    SLOW,
  );
});
