import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../../../testing/fetch-mock';
import { anAdminUser, rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { AdminCounters } from '../admin-counters';
import { AdminTabs } from '../admin-tabs';
import { PendingApprovalsTab } from './pending-approvals-tab';

const yusuf = anAdminUser();
const khadija = anAdminUser({
  id: 'u2',
  username: 'khadija',
  email: 'khadija@example.com',
  fullName: 'Khadija Bint',
  gender: 'female',
});
const omar = anAdminUser({
  id: 'u3',
  username: 'omar',
  email: 'omar@example.com',
  fullName: 'Omar Farouk',
});

const row = async (name: string) => within(rowOf(await screen.findByText(name)));
const checkbox = async (name: string) => (await row(name)).getByRole('checkbox');
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** Form dialogs and row selection are slow in jsdom, more so on a loaded machine. */
const SLOW = 60_000;

describe('pending-approvals tab', () => {
  it(
    'approves one user, says "User approved" and refreshes the list and counters',
    async () => {
      let pending = [yusuf, khadija];
      const WithCounters = () => (
        <>
          <AdminCounters />
          <PendingApprovalsTab />
        </>
      );
      const { callsTo } = renderAdminComponent(WithCounters, {
        'GET /api/admin/pending-approvals': () => json(200, pending),
        'GET /api/admin/stats': () =>
          json(200, { totalUsers: 2, pendingApprovals: pending.length }),
        'POST /api/admin/approve-user/u1': () => {
          pending = [khadija];
          return json(200, { ...yusuf, approvalStatus: 'approved', isApproved: true });
        },
      });
      expect((await row('Yusuf Ali')).getByText('yusuf@example.com')).toBeTruthy();
      fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Approve/ }));
      expect(await screen.findByText('User approved')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Yusuf Ali')).toBeNull());
      expect(callsTo('POST /api/admin/approve-user/u1')).toHaveLength(1);
      expect(callsTo('GET /api/admin/pending-approvals')).toHaveLength(2);
      await waitFor(() => expect(callsTo('GET /api/admin/stats')).toHaveLength(2));
    },
    SLOW,
  );

  it.each([
    ['Approve', 'approve-user', 'Approval failed'],
    ['Reject', 'reject-user', 'Rejection failed'],
  ])('shows "%s" failures with the server message', async (button, path, title) => {
    renderAdminComponent(PendingApprovalsTab, {
      'GET /api/admin/pending-approvals': () => json(200, [yusuf]),
      [`POST /api/admin/${path}/u1`]: () => apiError(409, 'The account was deleted'),
    });
    fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: new RegExp(button) }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(await screen.findByText('The account was deleted')).toBeTruthy();
  });

  it('rejects one user and says "User rejected"', async () => {
    const { callsTo } = renderAdminComponent(PendingApprovalsTab, {
      'GET /api/admin/pending-approvals': () => json(200, [yusuf]),
      'POST /api/admin/reject-user/u1': () => json(200, { ...yusuf, approvalStatus: 'rejected' }),
    });
    fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Reject/ }));
    expect(await screen.findByText('User rejected')).toBeTruthy();
    expect(callsTo('POST /api/admin/reject-user/u1')).toHaveLength(1);
  });

  it.each([
    ['approve', /Approve Selected \(2\)/, 'User approved', '2 users approved'],
    ['reject', /Reject Selected \(2\)/, 'User rejected', '2 users rejected'],
  ])(
    '%ss the selected users in one bulk call',
    async (action, button, title, description) => {
      const { callsTo } = renderAdminComponent(PendingApprovalsTab, {
        'GET /api/admin/pending-approvals': () => json(200, [yusuf, khadija, omar]),
        'POST /api/admin/users/bulk-approval': () =>
          json(200, { updated: [yusuf, omar], notFound: [] }),
      });
      expect(
        screen.getByRole('button', { name: /Approve Selected \(0\)/ }).hasAttribute('disabled'),
      ).toBe(true);
      fireEvent.click(await checkbox('Yusuf Ali'));
      fireEvent.click(await checkbox('Omar Farouk'));
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(title)).toBeTruthy();
      expect(await screen.findByText(description)).toBeTruthy();
      expect(bodyOf(callsTo('POST /api/admin/users/bulk-approval'))).toEqual({
        userIds: ['u1', 'u3'],
        action,
      });
      expect(await screen.findByRole('button', { name: /Approve Selected \(0\)/ })).toBeTruthy();
      await waitFor(async () => expect(checked(await checkbox('Yusuf Ali'))).toBe(false));
    },
    SLOW,
  );

  it(
    'resets the selection when the tab changes',
    async () => {
      const handlers: Record<string, Handler> = {
        'GET /api/admin/pending-approvals': () => json(200, [yusuf, khadija]),
        'GET /api/admin/questionnaire-approvals': () => json(200, []),
      };
      renderAdminComponent(() => <AdminTabs />, handlers);
      fireEvent.click(await checkbox('Yusuf Ali'));
      fireEvent.click(await checkbox('Khadija Bint'));
      expect(await screen.findByRole('button', { name: /Approve Selected \(2\)/ })).toBeTruthy();

      fireEvent.click(screen.getByRole('tab', { name: 'Questionnaire Approvals' }));
      expect(await screen.findByRole('heading', { name: 'Questionnaire Approvals' })).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: 'Pending Approvals' }));

      expect(await screen.findByRole('button', { name: /Approve Selected \(0\)/ })).toBeTruthy();
      expect(checked(await checkbox('Yusuf Ali'))).toBe(false);
      expect(checked(await checkbox('Khadija Bint'))).toBe(false);
    },
    SLOW,
  );

  it(
    'searches by name, username or email, and a bulk action only takes the rows shown',
    async () => {
      const { callsTo } = renderAdminComponent(PendingApprovalsTab, {
        'GET /api/admin/pending-approvals': () => json(200, [yusuf, khadija, omar]),
        'POST /api/admin/users/bulk-approval': () =>
          json(200, { updated: [khadija], notFound: [] }),
      });
      await screen.findByText('Omar Farouk');
      fireEvent.click(await checkbox('Yusuf Ali'));
      const search = screen.getByLabelText('Search pending approvals');

      fireEvent.change(search, { target: { value: 'KHADIJA@' } });
      await waitFor(() => expect(screen.queryByText('Yusuf Ali')).toBeNull());
      expect(await screen.findByText('Khadija Bint')).toBeTruthy();
      expect(screen.queryByText('Omar Farouk')).toBeNull();
      // Yusuf's row is hidden, so his selection does not count.
      expect(await screen.findByRole('button', { name: /Approve Selected \(0\)/ })).toBeTruthy();

      fireEvent.change(search, { target: { value: 'farouk' } });
      expect(await screen.findByText('Omar Farouk')).toBeTruthy();
      fireEvent.change(search, { target: { value: 'nobody' } });
      expect(await screen.findByText('No pending users match this search')).toBeTruthy();

      fireEvent.change(search, { target: { value: 'khadija' } });
      fireEvent.click(await checkbox('Khadija Bint'));
      fireEvent.click(await screen.findByRole('button', { name: /Approve Selected \(1\)/ }));
      await waitFor(() => expect(callsTo('POST /api/admin/users/bulk-approval')).toHaveLength(1));
      expect(bodyOf(callsTo('POST /api/admin/users/bulk-approval'))).toEqual({
        userIds: ['u2'],
        action: 'approve',
      });
    },
    SLOW,
  );

  it('shows whether each address is verified, and the server says why approval was refused', async () => {
    const unverified = anAdminUser({ ...khadija, isEmailVerified: false });
    renderAdminComponent(PendingApprovalsTab, {
      'GET /api/admin/pending-approvals': () => json(200, [yusuf, unverified]),
      'POST /api/admin/approve-user/u2': () =>
        apiError(
          409,
          'This member has not verified their email address yet, so the account cannot be approved.',
        ),
    });
    expect((await row('Yusuf Ali')).getByText('Email verified')).toBeTruthy();
    const khadijaRow = await row('Khadija Bint');
    expect(khadijaRow.getByText('Email not verified')).toBeTruthy();
    fireEvent.click(khadijaRow.getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Approval failed')).toBeTruthy();
    expect(
      await screen.findByText(
        'This member has not verified their email address yet, so the account cannot be approved.',
      ),
    ).toBeTruthy();
  });

  it('shows the registration day on one line', async () => {
    renderAdminComponent(PendingApprovalsTab, {
      'GET /api/admin/pending-approvals': () => json(200, [yusuf]),
    });
    const day = (await row('Yusuf Ali')).getByText('1 Mar 2025');
    expect(day.tagName).toBe('TIME');
    expect(day.getAttribute('dateTime')).toBe('2025-03-01T10:00:00.000Z');
    expect(day.style.whiteSpace).toBe('nowrap');
  });
});
