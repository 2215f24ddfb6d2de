import type { AdminConversation, Message, SupportThreadSummary } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { SupportInboxTab } from './support-inbox-tab';

const id = (n: number) => `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`;
const member = { userId: id(1), username: 'amina_y', email: 'amina@example.com', deleted: false };
const question: Message = {
  id: id(2),
  conversationId: id(3),
  senderId: id(1),
  receiverId: null,
  fromSupport: false,
  content: 'How do I upgrade to Gold?',
  isRead: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  isFlagged: false,
  isFirstContact: false,
  isRemoved: false,
};
const thread: SupportThreadSummary = {
  id: id(3),
  member,
  lastMessage: question,
  unreadCount: 1,
  updatedAt: question.createdAt,
};

describe('support inbox tab', { timeout: 60_000 }, () => {
  it("opens a member's thread and answers as the team", async () => {
    let messages = [question];
    const { callsTo } = renderAdminComponent(SupportInboxTab, {
      'GET /api/admin/support-threads': () => json(200, [thread]),
      [`GET /api/admin/conversations/${id(3)}`]: () =>
        json(200, {
          id: id(3),
          kind: 'support',
          members: [member],
          closed: false,
          closedReason: null,
          messages,
        } satisfies AdminConversation),
      [`POST /api/admin/support-threads/${id(3)}/reply`]: ({ body }) => {
        const { content } = JSON.parse(body) as { content: string };
        const answer = {
          ...question,
          id: id(4),
          senderId: id(9),
          receiverId: id(1),
          fromSupport: true,
          content,
        };
        messages = [...messages, answer];
        return json(201, { ...answer, notice: null });
      },
    });
    const row = within(rowOf(await screen.findByText('How do I upgrade to Gold?')));
    expect(row.getByText('@amina_y')).toBeTruthy();
    expect(row.getByLabelText('1 unread')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: /Open and reply/ }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('How do I upgrade to Gold?')).toBeTruthy();
    const reply = dialog.getByRole('textbox', { name: 'Reply' });
    expect(dialog.getByRole('button', { name: 'Send reply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(reply, { target: { value: 'Open Membership and choose Gold.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Open Membership and choose Gold.')).toBeTruthy();
    expect(bodyOf(callsTo(`POST /api/admin/support-threads/${id(3)}/reply`))).toEqual({
      content: 'Open Membership and choose Gold.',
    });
    await waitFor(() => expect(dialog.getAllByText('Support team').length).toBeGreaterThan(0));
  });
});
