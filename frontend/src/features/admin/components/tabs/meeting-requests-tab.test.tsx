import type { MeetingRequest } from '@mithaq/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMeetingRequest, MEETING_ID } from '../../../../testing/document-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { MeetingRequestsTab } from './meeting-requests-tab';

const ARRANGE = `POST /api/admin/meeting-requests/${MEETING_ID}/arrange`;

describe('meeting-requests tab', () => {
  it('lists paid meetings with their members and proposal', async () => {
    renderAdminComponent(MeetingRequestsTab, {
      'GET /api/admin/meeting-requests': () =>
        json(200, [
          aMeetingRequest(),
          aMeetingRequest({ id: 'm2', included: true, proposal: null }),
        ]),
    });
    expect(await screen.findByRole('heading', { name: 'Meeting Requests' })).toBeTruthy();
    const first = within(rowOf(await screen.findByText('1 Apr 2099, 3 Apr 2099')));
    expect(first.getByText('Yusuf Ahmed (yusuf@example.com)')).toBeTruthy();
    expect(first.getByText('Aisha Khan (aisha@example.com)')).toBeTruthy();
    expect(first.getByText('Central Manchester')).toBeTruthy();
    const second = within(rowOf(screen.getByText('No proposal yet')));
    expect(second.getByText('Included (Gold)')).toBeTruthy();
  });

  it("records the meeting's date and venue, then shows them", async () => {
    let requests: MeetingRequest[] = [aMeetingRequest()];
    const { callsTo } = renderAdminComponent(MeetingRequestsTab, {
      'GET /api/admin/meeting-requests': () => json(200, requests),
      [ARRANGE]: () => {
        requests = [
          aMeetingRequest({
            arranged: {
              date: '2099-04-01T13:30:00.000Z',
              venue: 'Manchester Central Library, room 2',
              arrangedAt: '2099-03-12T09:00:00.000Z',
            },
          }),
        ];
        return json(200, requests[0]);
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record meeting of Yusuf Ahmed & Aisha Khan' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Record Meeting' }));
    expect(await dialog.findByText('Please enter the date and time')).toBeTruthy();
    expect(dialog.getByText('Please enter the venue')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Date and time'), {
      target: { value: '2099-04-01T14:30' },
    });
    fireEvent.change(dialog.getByLabelText('Venue'), {
      target: { value: 'Manchester Central Library, room 2' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Record Meeting' }));
    expect(await screen.findByText('Meeting recorded')).toBeTruthy();
    expect(bodyOf(callsTo(ARRANGE))).toEqual({
      date: new Date('2099-04-01T14:30').toISOString(),
      venue: 'Manchester Central Library, room 2',
    });
    expect(await screen.findByText('Manchester Central Library, room 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record meeting of/ })).toBeNull();
  });
});
