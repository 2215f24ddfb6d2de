import { ContactsOutlined } from '@ant-design/icons';
import type { ContactExchangeState } from '@mithaq/contracts';
import { Alert, App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useOpenContactExchangeMutation, useRevealContactCardMutation } from '../api/messages-api';

interface ContactExchangeSectionProps {
  conversationId: string;
  /** The partner's display name ("@username"). */
  partnerName: string;
  exchange: ContactExchangeState;
  /** A closed conversation shows what was revealed, and no buttons. */
  closed: boolean;
}

/**
 * "Exchange contact details" in a member conversation: Silver and Gold include one exchange with
 * one agreed match; once it is open, each member reveals their own details by an explicit action.
 */
export const ContactExchangeSection = ({
  conversationId,
  partnerName,
  exchange,
  closed,
}: ContactExchangeSectionProps) => {
  const { modal } = App.useApp();
  const run = useMutationAction();
  const [open, { isLoading: opening }] = useOpenContactExchangeMutation();
  const [reveal, { isLoading: revealing }] = useRevealContactCardMutation();

  const askOpen = () => {
    modal.confirm({
      title: `Exchange contact details with ${partnerName}?`,
      content:
        'Your membership includes one exchange of contact details with one agreed match. Opening it here uses it: you cannot open another with a different match. Each of you then chooses whether to reveal your details.',
      okText: 'Use my exchange',
      onOk: () =>
        run(open(conversationId), {
          success: {
            title: 'Exchange opened',
            description: `You and ${partnerName} can now reveal your contact details to each other.`,
          },
          failure: { title: 'Could not open the exchange', description: 'Please try again.' },
        }),
    });
  };

  const askReveal = () => {
    modal.confirm({
      title: `Reveal your contact details to ${partnerName}?`,
      content:
        'They will see the contact details saved on your profile. This is recorded, and cannot be undone.',
      okText: 'Reveal my details',
      onOk: () =>
        run(reveal(conversationId), {
          success: {
            title: 'Contact details revealed',
            description: `${partnerName} can now see your contact details.`,
          },
          failure: { title: 'Could not reveal your details', description: 'Please try again.' },
        }),
    });
  };

  const card = exchange.partnerCard;
  return (
    <Card
      size="small"
      title={
        <Flex gap="small" align="center">
          <ContactsOutlined />
          Exchange contact details
        </Flex>
      }
      aria-label="Exchange contact details"
    >
      {!exchange.open && (
        <Flex vertical gap="small" align="start">
          {exchange.canOpen && !closed && (
            <>
              <Typography.Text>
                Your membership includes one exchange of contact details with an agreed match.
              </Typography.Text>
              <Button type="primary" onClick={askOpen} loading={opening}>
                Exchange contact details
              </Button>
            </>
          )}
          {!exchange.entitled && (
            <Typography.Text>
              Silver includes exchanging contact details with one agreed match.{' '}
              <Link to={paths.membership}>See memberships</Link>
            </Typography.Text>
          )}
          {exchange.entitled && exchange.allowanceUsed && (
            <Typography.Text type="secondary">
              You have already used your exchange of contact details with another match.
            </Typography.Text>
          )}
        </Flex>
      )}
      {exchange.open && (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            {exchange.openedBy === 'me' ? 'You opened' : `${partnerName} opened`} this exchange
            {exchange.openedAt ? ` on ${formatDateTime(exchange.openedAt)}` : ''}.
          </Typography.Text>
          {exchange.revealedByMe ? (
            <Typography.Text>You have revealed your contact details.</Typography.Text>
          ) : exchange.hasCard ? (
            !closed && (
              <Button onClick={askReveal} loading={revealing} style={{ alignSelf: 'start' }}>
                Reveal my contact details
              </Button>
            )
          ) : (
            <Alert
              type="info"
              showIcon
              title="Add your contact details on your profile first"
              description={<Link to={paths.profile}>Go to your profile</Link>}
            />
          )}
          {card ? (
            <Descriptions
              size="small"
              column={1}
              title={`${partnerName}'s contact details`}
              items={[
                ...(card.phone ? [{ key: 'phone', label: 'Phone', children: card.phone }] : []),
                ...(card.email ? [{ key: 'email', label: 'Email', children: card.email }] : []),
                ...(card.other ? [{ key: 'other', label: 'Other', children: card.other }] : []),
              ]}
            />
          ) : (
            <Typography.Text type="secondary">
              {partnerName} has not revealed their contact details yet.
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
};
