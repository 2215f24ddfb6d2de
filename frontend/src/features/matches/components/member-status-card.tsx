import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import type { CurrentUser, NotMatchableReason } from '@mithaq/contracts';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGetQuestionnaireReviewQuery } from '../api/matches-api';
import {
  meanwhileLinks,
  memberStatusOf,
  type StatusStep,
  type StepState,
} from '../lib/member-status';

const stateIcons: Record<StepState, ReactNode> = {
  done: <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden />,
  waiting: <ClockCircleFilled style={{ color: '#0f766e' }} aria-hidden />,
  action: <ExclamationCircleFilled style={{ color: '#874d00' }} aria-hidden />,
  rejected: <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />,
};

const stateWords: Record<StepState, string> = {
  done: 'Done',
  waiting: 'In review',
  action: 'Your turn',
  rejected: 'Needs changes',
};

const StepItem = ({ step }: { step: StatusStep }) => (
  <li
    aria-label={`${step.title}: ${stateWords[step.state]}`}
    style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
  >
    <Flex gap="middle" align="flex-start">
      <span style={{ fontSize: 20, lineHeight: 1 }}>{stateIcons[step.state]}</span>
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>
          {step.title} · {stateWords[step.state]}
        </Typography.Text>
        <Typography.Text type="secondary">{step.text}</Typography.Text>
        {step.reason && (
          <Alert type="warning" showIcon title="The team's note" description={step.reason} />
        )}
        {step.action && (
          <Link to={step.action.to}>
            <Button type="primary" size="small">
              {step.action.label}
            </Button>
          </Link>
        )}
      </Flex>
    </Flex>
  </li>
);

interface MemberStatusCardProps {
  user: CurrentUser;
  notMatchableReason?: NotMatchableReason | null;
  /** The heading level inside the page (the page has its own h1). */
  headingLevel?: 2 | 3;
}

/**
 * Where a member stands until both their account and their questionnaire are approved, and what
 * they can do meanwhile. Renders nothing once they can see their matches.
 */
export const MemberStatusCard = ({
  user,
  notMatchableReason = null,
  headingLevel = 2,
}: MemberStatusCardProps) => {
  const rejected = user.questionnaireStatus === 'rejected';
  const review = useGetQuestionnaireReviewQuery(user.id, { skip: !rejected });
  const status = memberStatusOf(user, {
    questionnaireReason: rejected ? (review.data?.reviewReason ?? null) : null,
    notMatchableReason,
  });
  if (status.ready) {
    return null;
  }
  return (
    <Card role="region" aria-label="Your status">
      <Flex vertical gap="middle">
        <Flex vertical gap={4}>
          <Typography.Title level={headingLevel} style={{ margin: 0, fontSize: 20 }}>
            Where you stand
          </Typography.Title>
          <Typography.Text type="secondary">{status.summary}</Typography.Text>
        </Flex>
        <ul aria-label="Your steps" style={{ margin: 0, padding: 0 }}>
          {status.steps.map((step) => (
            <StepItem key={step.key} step={step} />
          ))}
        </ul>
        <Flex vertical gap={4}>
          <Typography.Text strong>While you wait</Typography.Text>
          <ul aria-label="While you wait" style={{ margin: 0, paddingInlineStart: 20 }}>
            {meanwhileLinks(user).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  );
};
