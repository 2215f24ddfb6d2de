import type { AdminConversation, AdminMessage, MessageReport } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { rowOf } from '../../testing/admin-users';
import { MessageModerationTab } from './message-moderation-tab';

const id = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const member = (n: number, username: string) => ({
  userId: id(n),
  username,
  email: `${username}@example.com`,
  deleted: false,
});
const longText =
  'Please send me your phone number so we can talk on WhatsApp instead, it is easier';
const preview = `${longText.slice(0, 80)}...`;

const report: MessageReport = {
  id: id(1),
  messageId: id(2),
  preview,
  messageRemoved: false,
  sender: member(3, 'yusuf_r'),
  reporter: member(4, 'amina_y'),
  reason: 'contact-details',
  note: 'Wants to move to WhatsApp',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  action: null,
};

const message: AdminMessage = {
  id: id(2),
  conversationId: id(5),
  kind: 'member',
  sender: member(3, 'yusuf_r'),
  receiver: member(4, 'amina_y'),
  fromSupport: false,
  preview,
  createdAt: '2026-11-20T09:00:00.000Z',
  isRead: true,
  isFlagged: true,
  isFirstContact: true,
  isRemoved: false,
};

const conversation: AdminConversation = {
  id: id(5),
  kind: 'member',
  members: [member(3, 'yusuf_r'), member(4, 'amina_y')],
  closed: false,
  closedReason: null,
  messages: [
    {
      id: id(2),
      conversationId: id(5),
      senderId: id(3),
      receiverId: id(4),
      fromSupport: false,
      content: longText,
      isRead: true,
      createdAt: '2026-11-20T09:00:00.000Z',
      isFlagged: true,
      isFirstContact: true,
      isRemoved: false,
    },
  ],
};

const handlers = (reports: MessageReport[] = [report]) => ({
  'GET /api/admin/reported-messages': () => json(200, reports),
  'GET /api/admin/all-messages': () =>
    json(200, { items: [message], total: 1, page: 1, pageSize: 20 }),
  [`GET /api/admin/conversations/${id(5)}`]: () => json(200, conversation),
});

describe('message-moderation tab', { timeout: 60_000 }, () => {
  it('lists reported messages with the 80-character preview, reporter and reason', async () => {
    renderAdminComponent(MessageModerationTab, handlers());
    expect(await screen.findByRole('heading', { name: 'Reported Messages' })).toBeTruthy();
    const reported = within(rowOf(await screen.findByText('Wants to move to WhatsApp')));
    expect(reported.getByText(preview)).toBeTruthy();
    expect(reported.getByText('@yusuf_r')).toBeTruthy();
    expect(reported.getByText('@amina_y')).toBeTruthy();
    expect(reported.getByText('Pushing to move off Mithaq')).toBeTruthy();
    expect(preview).toHaveLength(83);
  });

  it('removes the reported message after confirming', async () => {
    const { callsTo } = renderAdminComponent(MessageModerationTab, {
      ...handlers(),
      [`POST /api/admin/reported-messages/${id(1)}/action`]: () =>
        json(200, { ...report, status: 'actioned', action: 'remove-message' }),
    });
    const reported = within(rowOf(await screen.findByText('Wants to move to WhatsApp')));
    fireEvent.click(reported.getByRole('button', { name: 'Remove message' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The message was removed')).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/reported-messages/${id(1)}/action`))).toEqual({
      action: 'remove-message',
    });
  });

  it('dismisses and suspends through the same action route', async () => {
    const { callsTo } = renderAdminComponent(MessageModerationTab, {
      ...handlers(),
      [`POST /api/admin/reported-messages/${id(1)}/action`]: () =>
        json(200, { ...report, status: 'dismissed', action: 'dismiss' }),
    });
    const reported = within(rowOf(await screen.findByText('Wants to move to WhatsApp')));
    fireEvent.click(reported.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('The report was dismissed')).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/reported-messages/${id(1)}/action`))).toEqual({
      action: 'dismiss',
    });
  });

  it('searches all messages on the server and opens a conversation, saying reads are recorded', async () => {
    const { fetchMock, callsTo } = renderAdminComponent(MessageModerationTab, handlers());
    expect(await screen.findByRole('heading', { name: 'All Messages' })).toBeTruthy();
    expect(screen.getAllByText(/recorded in the messaging audit log/).length).toBeGreaterThan(0);
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    fireEvent.change(search, { target: { value: 'whatsapp' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      const searches = fetchMock.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://x'))
        .filter((url) => url.pathname === '/api/admin/all-messages')
        .map((url) => url.searchParams.get('search'));
      expect(searches).toContain('whatsapp');
    });

    const rows = screen.getAllByRole('button', { name: /Open conversation/ });
    fireEvent.click(rows[0]);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/recorded in the messaging audit log/)).toBeTruthy();
    expect(await dialog.findByText(longText)).toBeTruthy();
    expect(callsTo(`GET /api/admin/conversations/${id(5)}`)).toHaveLength(1);
  });
});
