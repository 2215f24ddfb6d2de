import { CheckCircleTwoTone } from '@ant-design/icons';
import type { MatchCard as MatchCardData, MatchPage } from '@mithaq/contracts';
import { Button, Card, Empty, Flex, Progress, Steps, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoadingSpin } from '../../../components/loading-spin';
import { InitialsAvatar } from '../../../components/user-avatar';
import { KEY_AREA_COUNT, SUGGESTION_COUNT } from '../lib/compatibility';
import { progressOfStep } from '../lib/onboarding';
import { SendRequestButton } from './send-request-button';

const STEP_TITLES = ['Profile Approved', 'Your Top Matches', 'Send Match Requests'] as const;

interface OnboardingWalkthroughProps {
  suggestions: MatchPage | undefined;
  failed: boolean;
  onFinish: () => void;
}

const MatchSummary = ({ match, action }: { match: MatchCardData; action?: ReactNode }) => (
  <Card size="small" role="article" aria-label={`Top match @${match.username}`}>
    <Flex wrap gap="middle" align="center" justify="space-between">
      <Flex gap="middle" align="flex-start">
        <InitialsAvatar name={match.username} />
        <Flex vertical gap={4}>
          <Typography.Text strong>@{match.username}</Typography.Text>
          <Typography.Text type="secondary">
            {match.age} years · {match.countryOfResidence} · {match.compatibilityScore}% compatible
          </Typography.Text>
          <Flex wrap gap={4}>
            {match.matchingFactors.slice(0, KEY_AREA_COUNT).map((area) => (
              <Tag key={area} color="green">
                {area}
              </Tag>
            ))}
          </Flex>
        </Flex>
      </Flex>
      {action}
    </Flex>
  </Card>
);

/**
 * The post-approval walkthrough of the matches page: three steps,
 * a progress bar from 25 adding 25 per step, then the Match Requests tab.
 */
export const OnboardingWalkthrough = ({
  suggestions,
  failed,
  onFinish,
}: OnboardingWalkthroughProps) => {
  const [step, setStep] = useState(0);
  const top = suggestions?.items.slice(0, SUGGESTION_COUNT) ?? [];

  const matchesOrState = (render: (match: MatchCardData) => ReactNode) => {
    if (failed) {
      return <Typography.Text type="danger">Failed to load matches</Typography.Text>;
    }
    if (!suggestions) {
      return <LoadingSpin label="Loading matches" centered />;
    }
    if (top.length === 0) {
      return <Empty description="No matches available yet" />;
    }
    return (
      <Flex vertical gap="small">
        {top.map(render)}
      </Flex>
    );
  };

  const content = [
    <Flex key="approved" vertical align="center" gap="small" style={{ textAlign: 'center' }}>
      <CheckCircleTwoTone twoToneColor="#52c41a" style={{ fontSize: 48 }} aria-hidden />
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        Your profile has been approved
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Congratulations! Our team has approved your account and your questionnaire. You can now see
        the members we matched with you and send them match requests. This short tour shows you how.
      </Typography.Paragraph>
    </Flex>,
    <Flex key="top" vertical gap="small">
      <Typography.Paragraph type="secondary">
        These are your most compatible matches, with the areas you share.
      </Typography.Paragraph>
      {matchesOrState((match) => (
        <MatchSummary key={match.userId} match={match} />
      ))}
    </Flex>,
    <Flex key="send" vertical gap="small">
      <Typography.Paragraph type="secondary">
        When someone interests you, send a match request. They can accept or decline it, and you
        will find every request on the Match Requests tab.
      </Typography.Paragraph>
      {matchesOrState((match) => (
        <MatchSummary
          key={match.userId}
          match={match}
          action={<SendRequestButton target={{ id: match.userId, username: match.username }} />}
        />
      ))}
    </Flex>,
  ];

  const last = step === STEP_TITLES.length - 1;
  return (
    <Card title="Welcome to your matches" role="region" aria-label="Getting started">
      <Flex vertical gap="large">
        <Progress
          percent={progressOfStep(step)}
          aria-label="Walkthrough progress"
          status="active"
        />
        <Steps current={step} size="small" items={STEP_TITLES.map((title) => ({ title }))} />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Step {step + 1}: {STEP_TITLES[step]}
        </Typography.Title>
        {content[step]}
        <Flex justify="space-between">
          <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            Back
          </Button>
          {last ? (
            <Button type="primary" onClick={onFinish}>
              Go to Match Requests
            </Button>
          ) : (
            <Button type="primary" onClick={() => setStep((s) => s + 1)}>
              Next
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
};
