import type { CurrentUser } from '@mithaq/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SignedIn } from '../../../components/signed-in';
import {
  CONVERSATION_PARAM,
  useGetConversationsQuery,
} from '../../../entities/messaging/conversations';
import { useSiteName } from '../../../entities/site/site-settings';
import { serverMessageOf } from '../../../lib/use-mutation-action';
import { useToast } from '../../../lib/toast';
import { ConversationList } from '../components/conversation-list';
import { ThreadPanel } from '../components/thread-panel';
import { conversationOf, firstKey, groupConversations } from '../lib/conversation-groups';

const MessagesContent = ({ user }: { user: CurrentUser }) => {
  const { data, isLoading, error } = useGetConversationsQuery();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // Until the server's list arrives the team is named from the site settings, as it names itself.
  const supportName = `${useSiteName()} Support`;

  useEffect(() => {
    if (error !== undefined) {
      toast.error('Failed to load messages', serverMessageOf(error, 'Please try again later.'));
    }
  }, [error, toast]);

  const groups = groupConversations(data ?? []);
  const requested = searchParams.get(CONVERSATION_PARAM);
  // The first conversation is selected when the list loads; an unknown id falls back to it.
  const selectedKey =
    requested !== null && conversationOf(groups, requested) !== undefined
      ? requested
      : firstKey(groups);
  const selected = conversationOf(groups, selectedKey) ?? null;

  const onSelect = (key: string) =>
    setSearchParams({ [CONVERSATION_PARAM]: key }, { replace: true });

  return (
    <>
      <Typography.Title level={1}>Messages</Typography.Title>
      <Card>
        {isLoading ? (
          <LoadingSpin label="Loading conversations" />
        ) : (
          <Row gutter={[24, 24]}>
            <Col xs={24} md={8}>
              <ConversationList
                groups={groups}
                supportName={supportName}
                selectedKey={selectedKey}
                onSelect={onSelect}
              />
            </Col>
            <Col xs={24} md={16}>
              <ThreadPanel
                key={selectedKey}
                conversation={selected}
                me={user}
                supportName={groups.support?.counterpart.displayName ?? supportName}
              />
            </Col>
          </Row>
        )}
      </Card>
    </>
  );
};

/** /messages: the member's support thread and match conversations. */
export const MessagesPage = () => <SignedIn>{(user) => <MessagesContent user={user} />}</SignedIn>;
