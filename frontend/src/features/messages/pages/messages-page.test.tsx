import type { ConversationSummary, Message } from '@mithaq/contracts';
import { MessageMessage } from '@mithaq/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../../../components/layout/app-layout';
import { serverEmit } from '../../../testing/fake-socket';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import {
  aMemberConversation,
  aMessage,
  aSentMessage,
  aSupportConversation,
  aThread,
  MEMBER,
  PARTNER_ID,
  SUPPORT_ID,
  ADMIN_ID,
  msgUuid,
} from '../../../testing/messaging-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { MessagesPage } from './messages-page';

const memberConversation = aMemberConversation();
const threadPath = (id: string) => `/api/messages/conversations/${id}`;

const renderMessages = (
  conversations: ConversationSummary[],
  threads: Record<string, () => Message[]>,
  handlers: Record<string, Handler> = {},
  path = '/messages',
) => {
  const threadHandlers = Object.fromEntries(
    conversations.map((conversation) => [
      `GET ${threadPath(conversation.id)}`,
      () => json(200, aThread(conversation, threads[conversation.id]?.() ?? [])),
    ]),
  );
  const fetch = mockFetch({
    'GET /api/user': () => json(200, MEMBER),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/site-settings': () => json(200, []),
    'GET /api/messages': () => json(200, conversations),
    'GET /api/messages/unread-count': () => json(200, { unread: 0 }),
    ...threadHandlers,
    ...handlers,
  });
  const view = renderWithProviders(
    [
      {
        path: '/messages',
        element: (
          <AppLayout>
            <MessagesPage />
          </AppLayout>
        ),
      },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const thread = () => within(screen.getByRole('list', { name: 'Messages' }));
/** The thread once the page has loaded its conversations. */
const loadedThread = async () => within(await screen.findByRole('list', { name: 'Messages' }));
const composer = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /Send/ });
const type = (value: string) => fireEvent.change(composer(), { target: { value } });
const bodiesOf = (calls: { body: string }[]) =>
  calls.map((call) => JSON.parse(call.body) as unknown);

const supportReply = aMessage(2, {
  senderId: ADMIN_ID,
  receiverId: MEMBER.id,
  fromSupport: true,
  content: 'Walaikum salam, how can we help you with your membership today?',
});

describe('/messages', { timeout: 60_000 }, () => {
  it('groups Support and Matches, previews 30 characters and opens the first conversation', async () => {
    const support = aSupportConversation({ lastMessage: supportReply, unreadCount: 1 });
    const { callsTo } = renderMessages([memberConversation, support], {
      [SUPPORT_ID]: () => [aMessage(1, { content: 'Salam, a question please' }), supportReply],
    });
    const list = within(await screen.findByRole('navigation', { name: 'Conversations' }));
    expect(list.getByRole('heading', { name: 'Support' })).toBeTruthy();
    expect(list.getByRole('heading', { name: 'Matches' })).toBeTruthy();
    const entry = list.getByRole('button', { name: 'Conversation with Mithaq Support' });
    expect(entry.getAttribute('aria-current')).toBe('true');
    expect(await within(entry).findByText('Walaikum salam, how can we hel...')).toBeTruthy();
    expect(list.getByRole('button', { name: 'Conversation with @yusuf_r' })).toBeTruthy();
    expect(screen.getByTestId('conversation-list').style.height).toBe('600px');

    expect(await (await loadedThread()).findByText('Salam, a question please')).toBeTruthy();
    expect(thread().getAllByText('Mithaq Support').length).toBeGreaterThan(0);
    // Opening the thread marks the newest received message read.
    await waitFor(() =>
      expect(callsTo(`POST /api/messages/${supportReply.id}/read`)).toHaveLength(1),
    );
  });

  it('shows "No messages from the product" and writes to the support team', async () => {
    const { callsTo } = renderMessages(
      [],
      {},
      {
        'POST /api/messages': () => json(201, aSentMessage(aMessage(3, { content: 'Hello team' }))),
      },
    );
    expect(await screen.findByText('No messages from the product')).toBeTruthy();
    type('Hello team');
    fireEvent.click(sendButton());
    await waitFor(() => expect(callsTo('POST /api/messages')).toHaveLength(1));
    expect(bodiesOf(callsTo('POST /api/messages'))).toEqual([
      { receiverId: 'support', content: 'Hello team' },
    ]);
  });

  it('sends on Enter, not on Shift+Enter, and never sends a blank message', async () => {
    let messages: Message[] = [];
    const { callsTo } = renderMessages(
      [memberConversation],
      {
        [memberConversation.id]: () => messages,
      },
      {
        'POST /api/messages': ({ body }) => {
          const { content } = JSON.parse(body) as { content: string };
          const sent = aMessage(10, {
            conversationId: memberConversation.id,
            receiverId: PARTNER_ID,
            content,
          });
          messages = [sent];
          return json(201, aSentMessage(sent));
        },
      },
    );
    await screen.findByRole('heading', { name: '@yusuf_r', level: 2 });

    type('   ');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(composer(), { key: 'Enter' });

    type('Assalamu alaikum');
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(callsTo('POST /api/messages')).toHaveLength(0);

    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await thread().findByText('Assalamu alaikum')).toBeTruthy();
    expect(bodiesOf(callsTo('POST /api/messages'))).toEqual([
      { receiverId: PARTNER_ID, content: 'Assalamu alaikum' },
    ]);
    expect((composer() as HTMLTextAreaElement).value).toBe('');
  });

  it("links an accepted pair's conversation to their documents and meeting page", async () => {
    const matchId = '2b7c9d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    renderMessages(
      [memberConversation],
      {},
      {
        'GET /api/document-matches': () =>
          json(200, [
            {
              id: matchId,
              name: 'Yusuf',
              partnerId: PARTNER_ID,
              documentStatus: 'requested',
              partnerDocumentsStatus: 'pending',
              meetingStatus: 'not_started',
            },
          ]),
      },
    );
    await screen.findByRole('heading', { name: '@yusuf_r', level: 2 });
    const link = await screen.findByRole('link', { name: /Documents & meeting/ });
    expect(link.getAttribute('href')).toBe(`/document-upload/${matchId}`);
  });

  it('shows the sender the notice on a flagged first contact', async () => {
    renderMessages(
      [memberConversation],
      {},
      {
        'POST /api/messages': () =>
          json(
            201,
            aSentMessage(
              aMessage(11, { conversationId: memberConversation.id, isFlagged: true }),
              MessageMessage.FlaggedNotice,
            ),
          ),
      },
    );
    await screen.findByRole('heading', { name: '@yusuf_r', level: 2 });
    type('call me on 07700 900123');
    fireEvent.click(sendButton());
    expect(await screen.findByText(MessageMessage.FlaggedNotice)).toBeTruthy();
  });

  it('toasts "Failed to send message" with the server message and keeps the text', async () => {
    renderMessages(
      [memberConversation],
      {},
      {
        'POST /api/messages': () =>
          json(429, { statusCode: 429, message: MessageMessage.RateLimited, code: 'RATE_LIMITED' }),
      },
    );
    await screen.findByRole('heading', { name: '@yusuf_r', level: 2 });
    type('Are you there?');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(await screen.findByText(MessageMessage.RateLimited)).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('Are you there?');
  });

  it('shows a closed conversation read-only, with the reason', async () => {
    const closed = aMemberConversation({ closed: true, closedReason: 'match-ended' });
    renderMessages([closed], {
      [closed.id]: () => [aMessage(12, { conversationId: closed.id, content: 'Earlier words' })],
    });
    expect(await (await loadedThread()).findByText('Earlier words')).toBeTruthy();
    expect(await screen.findByText(/closed because the match has ended/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull();
  });

  it('shows a message that arrives over the socket without a reload', async () => {
    let messages = [aMessage(20, { conversationId: memberConversation.id, content: 'First' })];
    let unread = 0;
    renderMessages(
      [memberConversation],
      { [memberConversation.id]: () => messages },
      {
        'GET /api/messages/unread-count': () => json(200, { unread }),
        [`POST /api/messages/${msgUuid(21)}/read`]: () =>
          json(200, {
            conversationId: memberConversation.id,
            upToMessageId: msgUuid(21),
            marked: 1,
          }),
      },
    );
    expect(await (await loadedThread()).findByText('First')).toBeTruthy();
    const incoming = aMessage(21, {
      conversationId: memberConversation.id,
      senderId: PARTNER_ID,
      receiverId: MEMBER.id,
      content: 'Live hello',
    });
    messages = [...messages, incoming];
    unread = 1;
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy());
    act(() =>
      serverEmit('messaging.message.sent', {
        message: incoming,
        notify: [MEMBER.id],
        toSupport: false,
      }),
    );
    expect(await thread().findByText('Live hello')).toBeTruthy();
    expect(await screen.findByLabelText('1 unread message')).toBeTruthy();
  });

  it('reports a received message with a reason and a note', async () => {
    const received = aMessage(30, {
      conversationId: memberConversation.id,
      senderId: PARTNER_ID,
      receiverId: MEMBER.id,
      isRead: true,
      content: 'Send me money',
    });
    const { callsTo } = renderMessages(
      [memberConversation],
      {
        [memberConversation.id]: () => [received],
      },
      {
        [`POST /api/messages/${received.id}/report`]: () =>
          json(201, { id: msgUuid(31), status: 'open' }),
      },
    );
    const bubble = within(await screen.findByRole('listitem', { name: 'Message from @yusuf_r' }));
    fireEvent.click(bubble.getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The dialog quotes the message being reported.
    expect(dialog.getByLabelText('Reported message').textContent).toBe('Send me money');
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    const options = await screen.findAllByTitle('Scam or asking for money');
    fireEvent.click(options[options.length - 1]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Asked twice' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(bodiesOf(callsTo(`POST /api/messages/${received.id}/report`))).toEqual([
      { reason: 'scam', note: 'Asked twice' },
    ]);
  });

  it('blocks the member from the thread', async () => {
    const { callsTo } = renderMessages(
      [memberConversation],
      {},
      {
        'POST /api/blocks': () =>
          json(201, {
            userId: PARTNER_ID,
            displayName: '@yusuf_r',
            blockedAt: '2026-11-22T10:00:00.000Z',
          }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Block/ }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Member blocked')).toBeTruthy();
    expect(bodiesOf(callsTo('POST /api/blocks'))).toEqual([{ userId: PARTNER_ID }]);
  });

  it('loads older messages with the before cursor', async () => {
    const older = aMessage(40, { conversationId: memberConversation.id, content: 'Older words' });
    const newest = aMessage(41, { conversationId: memberConversation.id, content: 'Newer words' });
    // The mock keys by path: the first read is the newest page, the second the older one.
    let reads = 0;
    const { fetchMock } = renderMessages(
      [memberConversation],
      {},
      {
        [`GET ${threadPath(memberConversation.id)}`]: () =>
          (reads += 1) === 1
            ? json(200, aThread(memberConversation, [newest], newest.id))
            : json(200, aThread(memberConversation, [older], null)),
      },
    );
    expect(await (await loadedThread()).findByText('Newer words')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await thread().findByText('Older words')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    const texts = thread()
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(texts[0]).toContain('Older words');
    expect(texts[1]).toContain('Newer words');
    const befores = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://x'))
      .filter((url) => url.pathname === threadPath(memberConversation.id))
      .map((url) => url.searchParams.get('before'));
    expect(befores).toEqual([null, newest.id]);
  });

  it('opens the conversation named in the address', async () => {
    renderMessages(
      [aSupportConversation(), memberConversation],
      {},
      {},
      `/messages?conversation=${memberConversation.id}`,
    );
    const entry = await screen.findByRole('button', { name: 'Conversation with @yusuf_r' });
    expect(entry.getAttribute('aria-current')).toBe('true');
  });
});
