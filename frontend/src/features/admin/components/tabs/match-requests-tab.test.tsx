import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMatchRequest, AdminMatchRequestPage } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { MatchRequestsTab } from './match-requests-tab';

const aRequest = (overrides: Partial<AdminMatchRequest> = {}): AdminMatchRequest => ({
  id: 'r1',
  requester: {
    id: 'u1',
    fullName: 'Yusuf Rahman',
    username: 'yusuf_r',
    email: 'yusuf@example.com',
    practiceLevel: 'veryPracticing',
  },
  target: {
    id: 'u2',
    fullName: 'Maryam Begum',
    username: 'maryam_b',
    email: 'maryam@example.com',
    practiceLevel: 'practicing',
  },
  message: 'Assalamu alaikum, I would like to get to know you.',
  status: 'pending',
  requestDate: '2025-03-01T10:00:00.000Z',
  responseDate: null,
  adminNotes: null,
  isVisible: true,
  ...overrides,
});

const pendingRequest = aRequest();
const acceptedRequest = aRequest({
  id: 'r2',
  requester: { ...aRequest().target, id: 'u3', fullName: 'Hamza Ali', username: 'hamza_a' },
  status: 'accepted',
  message: 'Hello',
  responseDate: '2025-03-03T12:00:00.000Z',
  adminNotes: 'Checked with both walis',
});

const page = (items: AdminMatchRequest[], total = items.length): Response =>
  json(200, { items, total, page: 1, pageSize: 20 } satisfies AdminMatchRequestPage);
const row = async (name: string) => within(rowOf(await screen.findByText(name)));
const dialog = () => within(screen.getByRole('dialog'));
const urlsOf = (calls: unknown[][]) =>
  calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

/** Form dialogs and selects are slow in jsdom, more so on a loaded machine. */
const SLOW = 60_000;

const chooseStatus = async (label: string) => {
  fireEvent.mouseDown(dialog().getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
};

describe('match-requests tab', () => {
  it('lists both parties, the message, status, dates and notes', async () => {
    renderAdminComponent(MatchRequestsTab, {
      'GET /api/admin/match-requests': () => page([pendingRequest, acceptedRequest]),
    });
    const pending = await row('Assalamu alaikum, I would like to get to know you.');
    for (const text of [
      'Yusuf Rahman',
      'yusuf_r',
      'yusuf@example.com',
      'Very Practicing',
      'Maryam Begum',
      'maryam_b',
      'maryam@example.com',
      'Practicing',
      'Pending',
    ]) {
      expect(pending.getByText(text)).toBeTruthy();
    }
    expect(pending.getByRole('button', { name: /Take Action/ })).toBeTruthy();

    const accepted = await row('Checked with both walis');
    expect(accepted.getByText('Hamza Ali')).toBeTruthy();
    expect(accepted.getByText('Accepted')).toBeTruthy();
    expect(accepted.getByText('3 Mar 2025, 12:00')).toBeTruthy();
    // The action is offered only for pending requests.
    expect(accepted.queryByRole('button', { name: /Take Action/ })).toBeNull();
    expect(accepted.getByRole('button', { name: /View Details/ })).toBeTruthy();
    expect(await screen.findByText('2 requests')).toBeTruthy();
  });

  it(
    'filters by status and pages through the server',
    async () => {
      const { fetchMock } = renderAdminComponent(MatchRequestsTab, {
        'GET /api/admin/match-requests': () => page([pendingRequest], 45),
      });
      expect(await screen.findByText('45 requests')).toBeTruthy();
      const first = urlsOf(fetchMock.mock.calls).find((url) => url.includes('match-requests'));
      expect(first).toContain('page=1');
      expect(first).toContain('pageSize=20');
      expect(first).not.toContain('status=');

      fireEvent.click(screen.getByTitle('2'));
      await waitFor(() =>
        expect(urlsOf(fetchMock.mock.calls).some((url) => url.includes('page=2'))).toBe(true),
      );

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
      fireEvent.click(await screen.findByTitle('Declined'));
      await waitFor(() =>
        expect(
          urlsOf(fetchMock.mock.calls).some(
            (url) => url.includes('status=declined') && url.includes('page=1'),
          ),
        ).toBe(true),
      );
    },
    SLOW,
  );

  it('opens the details of one request, fetched from the server', async () => {
    const { callsTo } = renderAdminComponent(MatchRequestsTab, {
      'GET /api/admin/match-requests': () => page([acceptedRequest]),
      'GET /api/admin/match-requests/r2': () =>
        json(200, { ...acceptedRequest, adminNotes: 'Fresh notes from the server' }),
    });
    fireEvent.click((await row('Hamza Ali')).getByRole('button', { name: /View Details/ }));
    const details = within(await screen.findByRole('dialog'));
    expect(details.getByText('Match Request Details')).toBeTruthy();
    expect(await details.findByText('Fresh notes from the server')).toBeTruthy();
    expect(details.getByText('Hamza Ali')).toBeTruthy();
    expect(details.getByText('Maryam Begum')).toBeTruthy();
    expect(details.getByText('Accepted')).toBeTruthy();
    expect(details.getByText('Visible to members')).toBeTruthy();
    expect(callsTo('GET /api/admin/match-requests/r2')).toHaveLength(1);
    // Not pending: no action from the details either.
    expect(details.queryByRole('button', { name: 'Take Action' })).toBeNull();
  });

  it('says "Failed to fetch request details" when one request cannot be loaded', async () => {
    renderAdminComponent(MatchRequestsTab, {
      'GET /api/admin/match-requests': () => page([pendingRequest]),
      'GET /api/admin/match-requests/r1': () => apiError(500, ''),
    });
    fireEvent.click((await row('Yusuf Rahman')).getByRole('button', { name: /View Details/ }));
    expect(await screen.findByText('Failed to fetch match request details')).toBeTruthy();
    expect(screen.getAllByText('Failed to fetch request details').length).toBeGreaterThan(0);
  });

  it(
    'needs a status, trims the notes and sends them only when there are some',
    async () => {
      let items = [pendingRequest];
      const { callsTo } = renderAdminComponent(MatchRequestsTab, {
        'GET /api/admin/match-requests': () => page(items),
        'PATCH /api/admin/match-requests/r1': () => {
          items = [{ ...pendingRequest, status: 'declined', adminNotes: 'Wali asked to stop' }];
          return json(200, items[0]);
        },
      });
      fireEvent.click((await row('Yusuf Rahman')).getByRole('button', { name: /Take Action/ }));
      fireEvent.click(dialog().getByRole('button', { name: 'Update Request' }));
      expect(await dialog().findByText('Please choose a status')).toBeTruthy();
      expect(callsTo('PATCH /api/admin/match-requests/r1')).toHaveLength(0);

      await chooseStatus('Declined');
      fireEvent.change(dialog().getByLabelText('Admin notes'), {
        target: { value: '  Wali asked to stop  ' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Update Request' }));
      expect(await screen.findByText('Match request updated successfully')).toBeTruthy();
      expect(bodyOf(callsTo('PATCH /api/admin/match-requests/r1'))).toEqual({
        status: 'declined',
        adminNotes: 'Wali asked to stop',
      });
      // The list refreshes: the request is no longer pending.
      const updated = await row('Wali asked to stop');
      expect(updated.getByText('Declined')).toBeTruthy();
      expect(updated.queryByRole('button', { name: /Take Action/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'leaves blank notes out of the update',
    async () => {
      const { callsTo } = renderAdminComponent(MatchRequestsTab, {
        'GET /api/admin/match-requests': () => page([pendingRequest]),
        'PATCH /api/admin/match-requests/r1': () =>
          json(200, { ...pendingRequest, status: 'expired' }),
      });
      fireEvent.click((await row('Yusuf Rahman')).getByRole('button', { name: /Take Action/ }));
      await chooseStatus('Expired');
      fireEvent.change(dialog().getByLabelText('Admin notes'), { target: { value: '   ' } });
      fireEvent.click(dialog().getByRole('button', { name: 'Update Request' }));
      expect(await screen.findByText('Match request updated successfully')).toBeTruthy();
      expect(bodyOf(callsTo('PATCH /api/admin/match-requests/r1'))).toEqual({ status: 'expired' });
    },
    SLOW,
  );

  it(
    "shows the server's message, else 'Failed to update match request', and keeps the dialog",
    async () => {
      let reply = apiError(409, 'Only a pending request can be changed');
      renderAdminComponent(MatchRequestsTab, {
        'GET /api/admin/match-requests': () => page([pendingRequest]),
        'PATCH /api/admin/match-requests/r1': () => reply,
      });
      fireEvent.click((await row('Yusuf Rahman')).getByRole('button', { name: /Take Action/ }));
      await chooseStatus('Accepted');
      fireEvent.click(dialog().getByRole('button', { name: 'Update Request' }));
      expect(await screen.findByText('Only a pending request can be changed')).toBeTruthy();
      expect(await screen.findByRole('dialog')).toBeTruthy();

      reply = apiError(500, '');
      fireEvent.click(dialog().getByRole('button', { name: 'Update Request' }));
      expect(await screen.findByText('Failed to update match request')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'offers the action from the details of a pending request',
    async () => {
      renderAdminComponent(MatchRequestsTab, {
        'GET /api/admin/match-requests': () => page([pendingRequest]),
        'GET /api/admin/match-requests/r1': () => json(200, pendingRequest),
      });
      fireEvent.click((await row('Yusuf Rahman')).getByRole('button', { name: /View Details/ }));
      const details = within(await screen.findByRole('dialog'));
      fireEvent.click(await details.findByRole('button', { name: 'Take Action' }));
      expect(await screen.findByText('Take Action: Yusuf Rahman → Maryam Begum')).toBeTruthy();
    },
    SLOW,
  );
});
