import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { ContactSubmission, SentEmail } from '@mithaq/contracts';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { ContactSubmissionsTab } from './contact-submissions-tab';

const submission: ContactSubmission = {
  id: 's1',
  name: 'Yusuf Ali',
  email: 'yusuf@example.com',
  subject: 'Course dates',
  message: 'When is the next marriage course?',
  status: 'unread',
  submittedAt: '2025-03-01T10:00:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: 'Firefox',
  adminNotes: null,
  respondedAt: null,
};
const sentEmail: SentEmail = {
  id: 'e1',
  to: 'yusuf@example.com',
  subject: 'Re: Course dates',
  body: 'Next month.',
  emailType: 'response',
  sentAt: '2025-03-02T10:00:00.000Z',
  deliveryStatus: 'queued',
  deliveredAt: null,
  failureReason: null,
  contactSubmissionId: 's1',
};

const dialog = () => within(screen.getByRole('dialog'));
const row = async () => {
  const cell = await screen.findByText('Yusuf Ali');
  const element = cell.closest('tr');
  if (!element) {
    throw new Error('no row');
  }
  return within(element);
};

describe('contact-submissions tab', () => {
  it('lists submissions with their status and marks one read', async () => {
    let status: ContactSubmission['status'] = 'unread';
    const { callsTo } = renderAdminComponent(ContactSubmissionsTab, {
      'GET /api/admin/contact-submissions': () => json(200, [{ ...submission, status }]),
      'PATCH /api/admin/contact-submissions/s1/status': () => {
        status = 'read';
        return json(200, { ...submission, status });
      },
    });
    const cells = await row();
    expect(cells.getByText('yusuf@example.com')).toBeTruthy();
    expect(cells.getByText('Course dates')).toBeTruthy();
    expect(cells.getByText('Unread')).toBeTruthy();
    fireEvent.click(cells.getByRole('button', { name: /Mark Read/ }));
    expect(await (await row()).findByText('Read')).toBeTruthy();
    expect(bodyOf(callsTo('PATCH /api/admin/contact-submissions/s1/status'))).toEqual({
      status: 'read',
    });
    expect((await row()).queryByRole('button', { name: /Mark Read/ })).toBeNull();
  });

  it('needs subject and message to reply, then says "Email Sent Successfully"', async () => {
    const { callsTo } = renderAdminComponent(ContactSubmissionsTab, {
      'GET /api/admin/contact-submissions': () => json(200, [submission]),
      'POST /api/admin/contact-submissions/s1/respond': () =>
        json(201, {
          recipientEmail: 'yusuf@example.com',
          sentEmail,
          submission: { ...submission, status: 'responded' },
        }),
    });
    fireEvent.click((await row()).getByRole('button', { name: /Reply/ }));
    expect(dialog().getByText('To: Yusuf Ali <yusuf@example.com>')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Subject'), { target: { value: '' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Send Email' }));
    expect(await dialog().findByText('Subject is required')).toBeTruthy();
    expect(dialog().getByText('Message is required')).toBeTruthy();
    expect(callsTo('POST /api/admin/contact-submissions/s1/respond')).toHaveLength(0);

    fireEvent.change(dialog().getByLabelText('Subject'), { target: { value: 'Re: Course dates' } });
    fireEvent.change(dialog().getByLabelText('Message'), { target: { value: 'Next month.' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email Sent Successfully')).toBeTruthy();
    expect(
      await screen.findByText('Your response has been sent to yusuf@example.com'),
    ).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/contact-submissions/s1/respond'))).toEqual({
      subject: 'Re: Course dates',
      message: 'Next month.',
    });
  });

  it('shows "Email Failed" with the server message', async () => {
    renderAdminComponent(ContactSubmissionsTab, {
      'GET /api/admin/contact-submissions': () => json(200, [submission]),
      'POST /api/admin/contact-submissions/s1/respond': () =>
        apiError(503, 'The mail queue is unavailable'),
    });
    fireEvent.click((await row()).getByRole('button', { name: /Reply/ }));
    fireEvent.change(dialog().getByLabelText('Message'), { target: { value: 'Next month.' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email Failed')).toBeTruthy();
    expect(await screen.findByText('The mail queue is unavailable')).toBeTruthy();
  });

  it('saves admin notes', async () => {
    const { callsTo } = renderAdminComponent(ContactSubmissionsTab, {
      'GET /api/admin/contact-submissions': () => json(200, [submission]),
      'PATCH /api/admin/contact-submissions/s1/status': () =>
        json(200, { ...submission, adminNotes: 'Call back' }),
    });
    fireEvent.click((await row()).getByRole('button', { name: /Notes/ }));
    fireEvent.change(dialog().getByLabelText('Notes'), { target: { value: 'Call back' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    expect(bodyOf(callsTo('PATCH /api/admin/contact-submissions/s1/status'))).toEqual({
      adminNotes: 'Call back',
    });
  });

  it('deletes a submission only after confirmation', async () => {
    const { callsTo } = renderAdminComponent(ContactSubmissionsTab, {
      'GET /api/admin/contact-submissions': () => json(200, [submission]),
      'DELETE /api/admin/contact-submissions/s1': () => json(200, { deleted: true, id: 's1' }),
    });
    fireEvent.click((await row()).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this contact submission? This action cannot be undone.',
      ),
    ).toBeTruthy();
    expect(callsTo('DELETE /api/admin/contact-submissions/s1')).toHaveLength(0);
    fireEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Submission Deleted')).toBeTruthy();
    expect(callsTo('DELETE /api/admin/contact-submissions/s1')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET /api/admin/contact-submissions')).toHaveLength(2));
  });
});
