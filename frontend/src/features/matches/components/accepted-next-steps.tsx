import { entitlementsOf, MEETING_FEE_PENCE } from '@mithaq/contracts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { documentUploadPath, paths } from '../../../config/paths';
import {
  documentMatchWith,
  useGetDocumentMatchesQuery,
} from '../../../entities/documents/document-matches';
import {
  CONVERSATION_PARAM,
  conversationWith,
  useGetConversationsQuery,
} from '../../../entities/messaging/conversations';
import { formatPence } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { plansWith } from '../lib/next-steps';

interface NextStep {
  key: string;
  title: string;
  text: ReactNode;
}

const Upgrade = ({ plans, what }: { plans: string; what: string }) => (
  <>
    {' '}
    A {plans} membership {what}: <Link to={paths.membership}>see the plans</Link>.
  </>
);

/**
 * What comes after an accepted request, each step linking to where it happens or naming the plan
 * that unlocks it. Both members of the pair see it.
 */
export const AcceptedNextSteps = ({
  partnerId,
  partnerUsername,
}: {
  partnerId: string;
  partnerUsername: string;
}) => {
  const { user } = useSession();
  const { data: conversations } = useGetConversationsQuery();
  const { data: documentMatches } = useGetDocumentMatchesQuery();
  const entitlements = entitlementsOf(user?.membershipTier ?? 'free');
  const conversation = conversationWith(conversations, partnerId);
  const threadPath = conversation
    ? `${paths.messages}?${CONVERSATION_PARAM}=${conversation.id}`
    : paths.messages;
  const matchPage = documentMatchWith(documentMatches, partnerId);
  const fee = formatPence(MEETING_FEE_PENCE);

  const steps: NextStep[] = [
    {
      key: 'message',
      title: 'Message each other',
      text: (
        <>
          <Link to={threadPath}>Open your conversation with @{partnerUsername}</Link>.
          {!entitlements.memberConversations && (
            <Upgrade plans={plansWith((e) => e.memberConversations)} what="unlocks messages" />
          )}
        </>
      ),
    },
    {
      key: 'wali',
      title: 'Involve your wali',
      text: (
        <>
          Your wali can follow your conversations and is copied when a meeting is arranged.{' '}
          {user?.waliContact ? (
            <Link to={paths.profile}>Check your wali&apos;s contact</Link>
          ) : (
            <Link to={paths.profile}>Add your wali&apos;s contact to your profile</Link>
          )}
          .
        </>
      ),
    },
    {
      key: 'contact',
      title: 'Exchange contact details',
      text:
        entitlements.contactExchanges > 0 ? (
          <>
            When you are both ready, share your contact card from{' '}
            <Link to={threadPath}>your conversation</Link>.
          </>
        ) : (
          <>
            Share contact details once you are both ready.
            <Upgrade
              plans={plansWith((e) => e.contactExchanges > 0)}
              what="includes a contact exchange"
            />
          </>
        ),
    },
    {
      key: 'meeting',
      title: 'Arrange a meeting',
      text: (
        <>
          {matchPage ? (
            <Link to={documentUploadPath(matchPage.id)}>Open your match page</Link>
          ) : (
            'Your match page appears here shortly'
          )}{' '}
          to share documents and ask our team to arrange a meeting (
          {entitlements.includedMeetings > 0
            ? 'one is included in your membership'
            : `${fee}, or included with ${plansWith((e) => e.includedMeetings > 0)}`}
          ).
        </>
      ),
    },
  ];

  return (
    <Flex vertical gap={4} role="group" aria-label={`Next steps with @${partnerUsername}`}>
      <Typography.Text strong>What comes next</Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step.key}>
            <Typography.Text strong>{step.title}.</Typography.Text>{' '}
            <Typography.Text type="secondary">{step.text}</Typography.Text>
          </li>
        ))}
      </ol>
    </Flex>
  );
};
