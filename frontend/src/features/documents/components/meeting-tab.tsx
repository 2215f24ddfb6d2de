import { CalendarOutlined, CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { DocumentMessage, MEETING_FEE_PENCE, type DocumentMatch } from '@mithaq/contracts';
import { Alert, Button, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { formatDate, formatDateTime, formatPence } from '../../../lib/format';
import { usePayMeeting } from '../hooks/use-pay-meeting';
import { MeetingProposalForm } from './meeting-proposal-form';

const fee = formatPence(MEETING_FEE_PENCE);

const FeeNotice = () => (
  <Typography.Paragraph style={{ margin: 0 }}>
    Meeting arrangement fee: <Typography.Text strong>{fee}</Typography.Text> (non-refundable). Our
    team arranges a meeting between you both, with your walis copied where linked. A Gold membership
    includes one meeting arrangement.
  </Typography.Paragraph>
);

const PayCard = ({ match }: { match: DocumentMatch }) => {
  const { start, starting } = usePayMeeting(match.id);
  return (
    <Card title="Arrange a meeting" role="region" aria-label="Arrange a meeting">
      <Flex vertical gap="middle" align="flex-start">
        <FeeNotice />
        <Button
          type="primary"
          icon={<CreditCardOutlined />}
          loading={starting}
          onClick={() => void start()}
        >
          Pay {fee}
        </Button>
      </Flex>
    </Card>
  );
};

const Proposal = ({ match }: { match: DocumentMatch }) => {
  const proposal = match.meetingDetails.proposal;
  if (!proposal) {
    return null;
  }
  const byPartner = proposal.proposedBy === match.partner.userId;
  return (
    <Card title="Meeting proposal" role="region" aria-label="Meeting proposal">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'dates',
            label: 'Proposed dates',
            children: proposal.dates.map((date) => formatDate(date)).join(', '),
          },
          { key: 'area', label: 'Preferred area', children: proposal.area },
          { key: 'by', label: 'Proposed by', children: byPartner ? match.name : 'You' },
          { key: 'sent', label: 'Sent', children: formatDateTime(proposal.proposedAt) },
        ]}
      />
    </Card>
  );
};

const Arranged = ({
  arranged,
}: {
  arranged: NonNullable<DocumentMatch['meetingDetails']['arranged']>;
}) => (
  <Result
    icon={<CalendarOutlined style={{ color: '#52c41a' }} />}
    title="Meeting arranged"
    subTitle={`${formatDateTime(arranged.date)} at ${arranged.venue}`}
  />
);

/**
 * The meeting-arrangement tab: closed until both members' documents are approved; then the fee
 * (its state comes only from the server), then the proposal, then what the team arranged.
 */
export const MeetingTab = ({ match }: { match: DocumentMatch }) => {
  const meeting = match.meetingDetails;
  if (!meeting.open) {
    return (
      <Flex vertical gap="middle">
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title="Meeting arrangement is not open yet"
          description={DocumentMessage.MeetingClosed}
        />
        <FeeNotice />
      </Flex>
    );
  }
  if (meeting.paymentStatus === 'not_started') {
    return <PayCard match={match} />;
  }
  if (meeting.paymentStatus === 'processing') {
    return (
      <Flex vertical align="center" gap="middle" style={{ padding: 24 }}>
        <LoadingSpin label="Waiting for the payment confirmation" />
        <Typography.Text role="status">
          Your payment is being confirmed. This page updates as soon as it is.
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Alert
        type="success"
        showIcon
        title="Meeting fee paid"
        description={
          meeting.included
            ? 'This meeting arrangement is included in a Gold membership.'
            : `The ${formatPence(meeting.fee)} meeting arrangement fee is paid.`
        }
      />
      {meeting.arranged && <Arranged arranged={meeting.arranged} />}
      {meeting.proposal && !meeting.arranged && (
        <Typography.Text role="status">
          Our team will arrange the meeting from your proposal and let you both know the date and
          venue here and by email.
        </Typography.Text>
      )}
      {meeting.proposal ? <Proposal match={match} /> : <MeetingProposalForm match={match} />}
    </Flex>
  );
};
