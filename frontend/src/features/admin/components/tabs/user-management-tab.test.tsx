import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { AdminUser } from '@mithaq/contracts';
import { anAdminUser, rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { UserManagementTab } from './user-management-tab';

const admin = anAdminUser({
  id: 'a1',
  username: 'amina',
  email: 'amina@example.com',
  fullName: 'Amina Admin',
  role: 'admin',
  approvalStatus: 'approved',
  isApproved: true,
  practiceLevel: 'veryPracticing',
  membershipTier: 'gold',
  hasCompletedMarriageCourse: true,
  isMarriageCourseCertified: true,
});
const wali = anAdminUser({
  id: 'w1',
  username: 'bilal',
  fullName: 'Bilal Wali',
  role: 'wali',
  practiceLevel: 'practicing',
  membershipTier: 'silver',
  hasCompletedMarriageCourse: true,
});
const member = anAdminUser({
  fullName: 'Yusuf Ali',
  role: 'seeker',
  practiceLevel: 'learning',
  waliContact: 'Father: 07700 900123',
});

const page = (items: AdminUser[], total = items.length) =>
  json(200, { items, total, page: 1, pageSize: 20 });
const row = async (name: string) => within(rowOf(await screen.findByText(name)));
const dialog = () => within(screen.getByRole('dialog'));
const urlsOf = (calls: unknown[][]) =>
  calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

/** Form dialogs and row selection are slow in jsdom, more so on a loaded machine. */
const SLOW = 60_000;

describe('user-management tab', () => {
  it('shows role, approval, practice level, tier and course state with their display labels', async () => {
    renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page([admin, wali, member]),
    });
    const adminRow = await row('Amina Admin');
    expect(adminRow.getByText('admin')).toBeTruthy();
    expect(adminRow.getByText('Approved')).toBeTruthy();
    expect(adminRow.getByText('Very Practicing')).toBeTruthy();
    expect(adminRow.getByText('Gold')).toBeTruthy();
    expect(adminRow.getByText('Certified')).toBeTruthy();
    const waliRow = await row('Bilal Wali');
    expect(waliRow.getByText('wali')).toBeTruthy();
    expect(waliRow.getByText('Practicing')).toBeTruthy();
    expect(waliRow.getByText('Silver')).toBeTruthy();
    expect(waliRow.getByText('Pending Approval')).toBeTruthy();
    const memberRow = await row('Yusuf Ali');
    expect(memberRow.getByText('member')).toBeTruthy();
    expect(memberRow.getByText('Pending')).toBeTruthy();
    expect(memberRow.getByText('Moderate')).toBeTruthy();
    expect(memberRow.getByText('Free')).toBeTruthy();
    expect(memberRow.getByText('Not Completed')).toBeTruthy();
    expect(memberRow.getByText('Father: 07700 900123')).toBeTruthy();
    expect(memberRow.getByText('Male')).toBeTruthy();
    expect(memberRow.getByText('Profile: Yes')).toBeTruthy();
    expect(memberRow.getByText('Questionnaire: No')).toBeTruthy();
  });

  it('shows the email state, the day joined on one line, and every action pinned in one cell', async () => {
    const unverified = anAdminUser({ ...wali, isEmailVerified: false });
    renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page([admin, unverified]),
    });
    const adminRow = await row('Amina Admin');
    expect(adminRow.getByText('Email verified')).toBeTruthy();
    expect((await row('Bilal Wali')).getByText('Email not verified')).toBeTruthy();
    const joined = adminRow.getByText('1 Mar 2025');
    expect(joined.tagName).toBe('TIME');
    expect(joined.style.whiteSpace).toBe('nowrap');

    const actions = adminRow.getByRole('button', { name: 'View Profile' }).closest('td');
    expect(actions?.className).toContain('ant-table-cell-fix');
    for (const name of [
      'Change Password',
      'Grant Membership',
      'Revoke Membership',
      'Completed & Certified',
      'Delete Profile',
    ]) {
      expect(await within(actions as HTMLElement).findByRole('button', { name })).toBeTruthy();
    }
  });

  it('asks the server for each page and for a search', async () => {
    const { fetchMock } = renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page([member], 45),
    });
    expect(await screen.findByText('45 users')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(urlsOf(fetchMock.mock.calls).some((url) => url.includes('page=2'))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: ' yusuf ' } });
    fireEvent.keyDown(screen.getByLabelText('Search users'), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        urlsOf(fetchMock.mock.calls).some(
          (url) => url.includes('page=1') && url.includes('search=yusuf'),
        ),
      ).toBe(true),
    );
    const first = urlsOf(fetchMock.mock.calls).find((url) => url.includes('/api/admin/users'));
    expect(first).toContain('pageSize=20');
  });

  it('opens the profile dialog with every field', async () => {
    renderAdminComponent(UserManagementTab, { 'GET /api/admin/users': () => page([member]) });
    fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /View Profile/ }));
    const profile = dialog();
    expect(profile.getByText('User Profile: Yusuf Ali')).toBeTruthy();
    for (const label of [
      'Username',
      'Email',
      'Role',
      'Approval',
      'Joined',
      'Gender',
      'Wali contact',
      'Practice level',
      'Profile completed',
      'Questionnaire completed',
      'Membership tier',
      'Marriage course',
    ]) {
      expect(profile.getByText(label)).toBeTruthy();
    }
    expect(profile.getByText('yusuf@example.com')).toBeTruthy();
    expect(profile.getByText('Father: 07700 900123')).toBeTruthy();
  });

  it(
    'needs both passwords, says "Passwords do not match", then changes the password',
    async () => {
      const { callsTo } = renderAdminComponent(UserManagementTab, {
        'GET /api/admin/users': () => page([member]),
        'POST /api/admin/users/u1/change-password': () =>
          json(200, { message: 'Password changed successfully' }),
      });
      fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Change Password/ }));
      fireEvent.click(dialog().getByRole('button', { name: 'Change Password' }));
      expect(await dialog().findByText('New password is required')).toBeTruthy();
      expect(dialog().getByText('Please confirm the password')).toBeTruthy();

      fireEvent.change(dialog().getByLabelText('New password'), {
        target: { value: 'secret-phrase-1' },
      });
      fireEvent.change(dialog().getByLabelText('Confirm password'), {
        target: { value: 'secret-phrase-2' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Change Password' }));
      expect(await dialog().findByText('Passwords do not match')).toBeTruthy();
      expect(callsTo('POST /api/admin/users/u1/change-password')).toHaveLength(0);

      fireEvent.change(dialog().getByLabelText('Confirm password'), {
        target: { value: 'secret-phrase-1' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Password changed successfully')).toBeTruthy();
      expect(bodyOf(callsTo('POST /api/admin/users/u1/change-password'))).toEqual({
        newPassword: 'secret-phrase-1',
        confirmPassword: 'secret-phrase-1',
      });
    },
    SLOW,
  );

  it(
    'shows "Failed to update user" when the password change fails without a message',
    async () => {
      renderAdminComponent(UserManagementTab, {
        'GET /api/admin/users': () => page([member]),
        'POST /api/admin/users/u1/change-password': () => apiError(500, ''),
      });
      fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Change Password/ }));
      fireEvent.change(dialog().getByLabelText('New password'), {
        target: { value: 'secret-phrase-1' },
      });
      fireEvent.change(dialog().getByLabelText('Confirm password'), {
        target: { value: 'secret-phrase-1' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText('Failed to update user')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "names the server's refusal of a weak password under the field and keeps the dialog open",
    async () => {
      const tooCommon = 'This password is too common. Please choose a less predictable one.';
      renderAdminComponent(UserManagementTab, {
        'GET /api/admin/users': () => page([member]),
        'POST /api/admin/users/u1/change-password': () =>
          json(400, {
            statusCode: 400,
            message: 'Validation failed',
            code: 'VALIDATION_FAILED',
            fields: { newPassword: tooCommon },
          }),
      });
      fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Change Password/ }));
      fireEvent.change(dialog().getByLabelText('New password'), {
        target: { value: 'password1234' },
      });
      fireEvent.change(dialog().getByLabelText('Confirm password'), {
        target: { value: 'password1234' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Change Password' }));
      expect(await dialog().findByText(tooCommon)).toBeTruthy();
      expect(await screen.findByText('Update failed')).toBeTruthy();
      expect(dialog().getByLabelText('New password')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'warns what deleting removes and deletes only after confirmation',
    async () => {
      let users = [admin, member];
      const { callsTo } = renderAdminComponent(UserManagementTab, {
        'GET /api/admin/users': () => page(users),
        'DELETE /api/admin/users/u1': () => {
          users = [admin];
          return json(200, { deleted: true, id: 'u1' });
        },
      });
      fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Delete Profile/ }));
      expect(
        await screen.findByText(
          "This will permanently delete Yusuf Ali's profile, messages, matches, questionnaire and " +
            'course records. This action cannot be undone.',
        ),
      ).toBeTruthy();
      expect(callsTo('DELETE /api/admin/users/u1')).toHaveLength(0);
      fireEvent.click(dialog().getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('User profile deleted successfully')).toBeTruthy();
      expect(callsTo('DELETE /api/admin/users/u1')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Yusuf Ali')).toBeNull());
    },
    SLOW,
  );
  it('marks the course completed, then reads Completed & Certified, disabled', async () => {
    let users = [member];
    const { callsTo } = renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page(users),
      'POST /api/admin/complete-course/u1': () => {
        users = [
          {
            ...member,
            hasCompletedMarriageCourse: true,
            isMarriageCourseCertified: true,
            marriageCourseCompletionDate: '2099-03-15T12:00:00.000Z',
          },
        ];
        return json(200, {
          userId: 'u1',
          hasCompletedMarriageCourse: true,
          isMarriageCourseCertified: true,
          marriageCourseCompletionDate: '2099-03-15T12:00:00.000Z',
        });
      },
    });
    fireEvent.click(
      (await row('Yusuf Ali')).getByRole('button', { name: 'Mark Yusuf Ali as Completed' }),
    );
    expect(await screen.findByText('Course marked as completed')).toBeTruthy();
    expect(callsTo('POST /api/admin/complete-course/u1')).toHaveLength(1);
    const done = await (
      await row('Yusuf Ali')
    ).findByRole('button', {
      name: /Completed & Certified/,
    });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect((await row('Yusuf Ali')).getByText('Certified')).toBeTruthy();
  });

  it('shows a certified member as Completed & Certified, and a pending one can be certified', async () => {
    renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page([admin, wali]),
    });
    const certified = (await row('Amina Admin')).getByRole('button', {
      name: /Completed & Certified/,
    });
    expect((certified as HTMLButtonElement).disabled).toBe(true);
    expect(
      (await row('Bilal Wali')).getByRole('button', { name: 'Mark Bilal Wali as Completed' }),
    ).toBeTruthy();
  });

  it('says "Failed to complete course" when the server gives no message', async () => {
    renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': () => page([member]),
      'POST /api/admin/complete-course/u1': () => apiError(500, ''),
    });
    fireEvent.click(
      (await row('Yusuf Ali')).getByRole('button', { name: 'Mark Yusuf Ali as Completed' }),
    );
    expect(await screen.findByText('Failed to complete course')).toBeTruthy();
  });
});
