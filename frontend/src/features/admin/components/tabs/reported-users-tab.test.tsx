import type { MemberReport } from '@mithaq/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { ReportedUsersTab } from './reported-users-tab';

const id = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

const report: MemberReport = {
  id: id(1),
  member: { userId: id(2), username: 'fake_yusuf', email: 'fake@example.com', deleted: false },
  reporter: { userId: id(3), username: 'amina_y', email: 'amina@example.com', deleted: false },
  reason: 'fake-profile',
  note: 'Photos are of someone else',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  action: null,
};

describe('reported-users tab', { timeout: 60_000 }, () => {
  it('keeps the static text as the empty state', async () => {
    renderAdminComponent(ReportedUsersTab, {
      'GET /api/admin/reported-users': () => json(200, []),
    });
    expect(await screen.findByText('No reported users at this time.')).toBeTruthy();
  });

  it('lists real reports and suspends the member after confirming', async () => {
    const { callsTo } = renderAdminComponent(ReportedUsersTab, {
      'GET /api/admin/reported-users': () => json(200, [report]),
      [`POST /api/admin/reported-users/${id(1)}/action`]: () =>
        json(200, { ...report, status: 'actioned', action: 'suspend-member' }),
    });
    const row = within(rowOf(await screen.findByText('Photos are of someone else')));
    expect(row.getByText('@fake_yusuf')).toBeTruthy();
    expect(row.getByText('@amina_y')).toBeTruthy();
    expect(row.getByText('Fake profile')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Suspend member' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText("The member's account was suspended")).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/reported-users/${id(1)}/action`))).toEqual({
      action: 'suspend-member',
    });
  });
});
