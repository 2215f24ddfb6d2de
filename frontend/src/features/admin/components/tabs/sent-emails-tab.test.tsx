import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { SentEmail } from '@mithaq/contracts';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { SentEmailsTab } from './sent-emails-tab';

const sentEmail: SentEmail = {
  id: 'e1',
  to: 'yusuf@example.com',
  subject: 'Welcome to Mithaq',
  body: 'Assalamu alaikum.',
  emailType: 'compose',
  sentAt: '2025-03-02T10:00:00.000Z',
  deliveryStatus: 'sent',
  deliveredAt: '2025-03-02T10:00:05.000Z',
  failureReason: null,
  contactSubmissionId: null,
};

const dialog = () => within(screen.getByRole('dialog'));

describe('sent-emails tab', () => {
  it('lists to, subject, type, sent time and delivery status', async () => {
    renderAdminComponent(SentEmailsTab, {
      'GET /api/admin/sent-emails': () =>
        json(200, [
          sentEmail,
          {
            ...sentEmail,
            id: 'e2',
            subject: 'Later',
            deliveryStatus: 'queued',
            emailType: 'response',
          },
        ]),
    });
    const cell = await screen.findByText('Welcome to Mithaq');
    const row = within(cell.closest('tr') ?? document.body);
    expect(row.getByText('yusuf@example.com')).toBeTruthy();
    expect(row.getByText('Compose')).toBeTruthy();
    expect(row.getByText('Sent')).toBeTruthy();
    expect(row.getByText(/2 Mar 2025/)).toBeTruthy();
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(await screen.findByText('Response')).toBeTruthy();
  });

  it('needs to, subject and message to compose, and a valid address', async () => {
    const { callsTo } = renderAdminComponent(SentEmailsTab, {
      'GET /api/admin/sent-emails': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Compose Email/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Send Email' }));
    expect(await dialog().findByText('To is required')).toBeTruthy();
    expect(dialog().getByText('Subject is required')).toBeTruthy();
    expect(dialog().getByText('Message is required')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('To'), { target: { value: 'not-an-email' } });
    expect(await dialog().findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo('POST /api/admin/compose-email')).toHaveLength(0);
  });

  it('sends a composed email and says "Email Sent Successfully"', async () => {
    const { callsTo } = renderAdminComponent(SentEmailsTab, {
      'GET /api/admin/sent-emails': () => json(200, []),
      'POST /api/admin/compose-email': () =>
        json(201, { recipientEmail: 'yusuf@example.com', sentEmail }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Compose Email/ }));
    fireEvent.change(dialog().getByLabelText('To'), { target: { value: 'yusuf@example.com' } });
    fireEvent.change(dialog().getByLabelText('Subject'), {
      target: { value: 'Welcome to Mithaq' },
    });
    fireEvent.change(dialog().getByLabelText('Message'), {
      target: { value: 'Assalamu alaikum.' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email Sent Successfully')).toBeTruthy();
    expect(await screen.findByText('Your email has been sent to yusuf@example.com')).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/compose-email'))).toEqual({
      to: 'yusuf@example.com',
      subject: 'Welcome to Mithaq',
      message: 'Assalamu alaikum.',
    });
    await waitFor(() => expect(callsTo('GET /api/admin/sent-emails')).toHaveLength(2));
  });

  it('asks before deleting an email', async () => {
    const { callsTo } = renderAdminComponent(SentEmailsTab, {
      'GET /api/admin/sent-emails': () => json(200, [sentEmail]),
      'DELETE /api/admin/sent-emails/e1': () =>
        json(200, { deletedEmail: { id: 'e1', subject: 'Welcome to Mithaq' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete email Welcome to Mithaq' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this email? This action cannot be undone.',
      ),
    ).toBeTruthy();
    expect(callsTo('DELETE /api/admin/sent-emails/e1')).toHaveLength(0);
    fireEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Email Deleted')).toBeTruthy();
    expect(await screen.findByText('"Welcome to Mithaq" has been deleted')).toBeTruthy();
    expect(callsTo('DELETE /api/admin/sent-emails/e1')).toHaveLength(1);
  });

  it('shows "Delete Failed" with "Failed to delete email" when the reply has no text', async () => {
    renderAdminComponent(SentEmailsTab, {
      'GET /api/admin/sent-emails': () => json(200, [sentEmail]),
      'DELETE /api/admin/sent-emails/e1': () => new Response('', { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete email Welcome to Mithaq' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(await screen.findByText('Failed to delete email')).toBeTruthy();
  });
});
