import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { anAdminUser, rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { MembershipPricingTab } from './membership-pricing-tab';
import { UserManagementTab } from './user-management-tab';

const member = anAdminUser({ id: 'u1', username: 'yusuf', fullName: 'Yusuf Ali' });
const bronze = anAdminUser({
  id: 'u2',
  username: 'maryam',
  fullName: 'Maryam Noor',
  membershipTier: 'bronze',
});
const users = () => json(200, { items: [member, bronze], total: 2, page: 1, pageSize: 20 });
const membership = () =>
  json(200, {
    tier: 'free',
    source: 'none',
    startedAt: null,
    endsAt: null,
    entitlements: {},
    complimentary: null,
  });
const row = async (name: string) => within(rowOf(await screen.findByText(name)));
const dialog = () => within(screen.getByRole('dialog'));

describe('complimentary memberships', { timeout: 60_000 }, () => {
  it('grants a tier with a reason and no end date', async () => {
    const { callsTo } = renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': users,
      'GET /api/admin/users/u1/membership': membership,
      'POST /api/admin/users/u1/complimentary-membership': () =>
        json(200, {
          userId: 'u1',
          tier: 'silver',
          reason: 'Refund made by bank transfer',
          grantedBy: 'admin',
          grantedAt: '2026-11-20T10:00:00.000Z',
          endsOn: null,
        }),
    });
    fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Grant Membership/ }));
    expect(await screen.findByText('Grant membership to yusuf')).toBeTruthy();
    fireEvent.mouseDown(dialog().getByRole('combobox', { name: 'Tier' }));
    fireEvent.click(await screen.findByTitle('Silver'));
    fireEvent.change(dialog().getByLabelText('Reason'), {
      target: { value: 'Refund made by bank transfer' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Grant Membership' }));
    expect(await screen.findByText('Membership granted')).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/users/u1/complimentary-membership'))).toEqual({
      tier: 'silver',
      reason: 'Refund made by bank transfer',
      endsOn: null,
    });
  });

  it('grants until a date', async () => {
    const { callsTo } = renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': users,
      'GET /api/admin/users/u1/membership': membership,
      'POST /api/admin/users/u1/complimentary-membership': () =>
        json(200, {
          userId: 'u1',
          tier: 'bronze',
          reason: 'Support case',
          grantedBy: 'admin',
          grantedAt: '2026-11-20T10:00:00.000Z',
          endsOn: '2099-01-31',
        }),
    });
    fireEvent.click((await row('Yusuf Ali')).getByRole('button', { name: /Grant Membership/ }));
    await screen.findByText('Grant membership to yusuf');
    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'Support case' } });
    fireEvent.click(dialog().getByLabelText('On a date'));
    fireEvent.change(await dialog().findByLabelText('End date'), {
      target: { value: '2099-01-31' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Grant Membership' }));
    await waitFor(() =>
      expect(callsTo('POST /api/admin/users/u1/complimentary-membership')).toHaveLength(1),
    );
    expect(bodyOf(callsTo('POST /api/admin/users/u1/complimentary-membership'))).toEqual({
      tier: 'bronze',
      reason: 'Support case',
      endsOn: '2099-01-31',
    });
  });

  it('revokes after a confirm and shows the server’s refusal', async () => {
    const { callsTo } = renderAdminComponent(UserManagementTab, {
      'GET /api/admin/users': users,
      'DELETE /api/admin/users/u2/complimentary-membership': () =>
        apiError(404, 'This member has no complimentary membership'),
    });
    const maryam = await row('Maryam Noor');
    expect(maryam.getByText('Bronze')).toBeTruthy();
    expect((await row('Yusuf Ali')).queryByRole('button', { name: /Revoke/ })).toBeNull();
    fireEvent.click(maryam.getByRole('button', { name: /Revoke Membership/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke failed')).toBeTruthy();
    expect(await screen.findByText('This member has no complimentary membership')).toBeTruthy();
    expect(callsTo('DELETE /api/admin/users/u2/complimentary-membership')).toHaveLength(1);
  });

  it('the pricing tab says existing subscribers keep their price', async () => {
    renderAdminComponent(MembershipPricingTab, {
      'GET /api/membership-plans': () => json(200, []),
    });
    expect(await screen.findByText(/Existing subscribers keep the price/)).toBeTruthy();
  });
});
