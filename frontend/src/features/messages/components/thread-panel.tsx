import { FileProtectOutlined, FlagOutlined, StopOutlined } from '@ant-design/icons';
import {
  SUPPORT_RECIPIENT,
  type ConversationSummary,
  type CurrentUser,
  type Message,
} from '@mithaq/contracts';
import { Alert, App, Button, Empty, Flex, Typography, theme } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentUploadPath } from '../../../config/paths';
import {
  documentMatchWith,
  useGetDocumentMatchesQuery,
} from '../../../entities/documents/document-matches';
import { useMutationAction } from '../../../lib/use-mutation-action';
import {
  useBlockMemberMutation,
  useGetThreadQuery,
  useReportMemberMutation,
  useReportMessageMutation,
  useSendMessageMutation,
} from '../api/messages-api';
import { useMarkRead } from '../hooks/use-mark-read';
import { useOlderMessages } from '../hooks/use-older-messages';
import { closedText, mergeMessages } from '../lib/conversation-groups';
import { ContactExchangeSection } from './contact-exchange-section';
import { CONVERSATION_LIST_HEIGHT } from './conversation-list';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { ReportDialog, type ReportValues } from './report-dialog';

interface ThreadPanelProps {
  /** Null: the member has not written to the support team yet. */
  conversation: ConversationSummary | null;
  me: CurrentUser;
  supportName: string;
}

type Reporting = { kind: 'message'; message: Message } | { kind: 'member' } | null;

/** The right column: one conversation's messages, the composer, report and block. */
export const ThreadPanel = ({ conversation, me, supportName }: ThreadPanelProps) => {
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const run = useMutationAction();
  const conversationId = conversation?.id ?? null;
  const {
    data: page,
    isLoading,
    error,
  } = useGetThreadQuery(
    { conversationId: conversationId ?? '' },
    { skip: conversationId === null },
  );
  const { olderMessages, hasOlder, loadOlder, isFetching } = useOlderMessages(conversationId, page);
  const [send, { isLoading: sending }] = useSendMessageMutation();
  const [reportMessage] = useReportMessageMutation();
  const [reportMember] = useReportMemberMutation();
  const [block] = useBlockMemberMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Reporting>(null);
  const { data: documentMatches } = useGetDocumentMatchesQuery();
  const bottom = useRef<HTMLDivElement>(null);

  const current = page?.conversation ?? conversation;
  const messages = mergeMessages(olderMessages, page?.messages ?? []);
  useMarkRead(page?.messages, me.id);
  const newestId = page?.messages.at(-1)?.id;
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, never an effect's result.
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const isMember = current?.kind === 'member';
  const partnerId = isMember ? current.counterpart.userId : null;
  const name = current?.counterpart.displayName ?? supportName;
  const documentMatch = partnerId ? documentMatchWith(documentMatches, partnerId) : undefined;
  const authorOf = (message: Message) =>
    message.senderId === me.id ? 'You' : message.fromSupport ? supportName : name;

  const onSend = async (content: string): Promise<boolean> => {
    const receiverId = isMember ? partnerId : SUPPORT_RECIPIENT;
    if (!receiverId) {
      return false;
    }
    const outcome = await run(send({ receiverId, content }), {
      failure: { title: 'Failed to send message', description: 'Please try again.' },
    });
    if (outcome.ok) {
      setNotice(outcome.data.notice);
    }
    return outcome.ok;
  };

  const onReport = async ({ reason, note }: ReportValues): Promise<boolean> => {
    const call =
      reporting?.kind === 'message'
        ? reportMessage({ id: reporting.message.id, reason, ...(note ? { note } : {}) })
        : partnerId
          ? reportMember({ userId: partnerId, reason, ...(note ? { note } : {}) })
          : null;
    if (!call) {
      return false;
    }
    const outcome = await run(call, {
      success: { title: 'Report sent', description: 'Thank you. Our team will review it.' },
      failure: { title: 'Report failed', description: 'Please try again.' },
    });
    return outcome.ok;
  };

  const askBlock = () => {
    if (!partnerId) {
      return;
    }
    modal.confirm({
      title: `Block ${name}?`,
      content:
        'This conversation closes for both of you and you no longer appear in each other’s matches. They are not told who blocked them.',
      okText: 'Block',
      okButtonProps: { danger: true },
      onOk: () =>
        run(block({ userId: partnerId }), {
          success: { title: 'Member blocked', description: `${name} can no longer contact you.` },
          failure: { title: 'Block failed', description: 'Please try again.' },
        }),
    });
  };

  return (
    <section
      aria-label={`Conversation with ${name}`}
      style={{ height: CONVERSATION_LIST_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {name}
        </Typography.Title>
        {isMember && partnerId && (
          <Flex gap="small" wrap>
            {documentMatch && (
              <Link to={documentUploadPath(documentMatch.id)}>
                <Button icon={<FileProtectOutlined />}>Documents & meeting</Button>
              </Link>
            )}
            <Button icon={<FlagOutlined />} onClick={() => setReporting({ kind: 'member' })}>
              Report member
            </Button>
            {!current.closed && (
              <Button danger icon={<StopOutlined />} onClick={askBlock}>
                Block
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {isMember && partnerId && page?.contactExchange && (
        <div style={{ marginTop: token.marginSM }}>
          <ContactExchangeSection
            conversationId={current.id}
            partnerName={name}
            exchange={page.contactExchange}
            closed={current.closed}
          />
        </div>
      )}
      <div
        style={{ flex: 1, overflowY: 'auto', marginBlock: token.marginSM }}
        data-testid="thread-messages"
      >
        {hasOlder && (
          <Flex justify="center">
            <Button size="small" loading={isFetching} onClick={() => void loadOlder()}>
              Load older messages
            </Button>
          </Flex>
        )}
        {isLoading && <LoadingSpin label="Loading messages" />}
        {error !== undefined && (
          <Alert type="error" showIcon title="Could not load this conversation" />
        )}
        {!isLoading && messages.length === 0 && (
          <Empty
            description={
              current?.kind === 'member' ? 'No messages yet' : 'No messages from the product'
            }
          />
        )}
        <div role="list" aria-label="Messages">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.senderId === me.id}
              author={authorOf(message)}
              {...(isMember && message.senderId !== me.id
                ? {
                    onReport: (reported: Message) =>
                      setReporting({ kind: 'message', message: reported }),
                  }
                : {})}
            />
          ))}
        </div>
        <div ref={bottom} />
      </div>
      {current?.closed ? (
        <Alert type="info" showIcon title={closedText(current.closedReason)} />
      ) : (
        <Flex vertical gap="small">
          {notice && (
            <Alert
              type="warning"
              showIcon
              title={notice}
              closable
              onClose={() => setNotice(null)}
            />
          )}
          <MessageComposer onSend={onSend} busy={sending} />
        </Flex>
      )}
      {reporting && (
        <ReportDialog
          title={reporting.kind === 'message' ? 'Report message' : `Report ${name}`}
          {...(reporting.kind === 'message' ? { quote: reporting.message.content } : {})}
          onSubmit={onReport}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
};
