import { UpgradeMessage, type MatchAccess } from '@mithaq/contracts';
import { Alert, Button, Flex } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** What a member whose tier limits the reply is told; null when nothing is limited. */
export const upgradePromptText = (
  access: MatchAccess | undefined,
): { title: string; description: string } | null => {
  if (!access) {
    return null;
  }
  if (access.hiddenMatches > 0 || (access.upgradeMessage && access.canSendRequests)) {
    const more =
      access.hiddenMatches > 0
        ? ` ${access.hiddenMatches} more ${access.hiddenMatches === 1 ? 'match is' : 'matches are'} waiting for you.`
        : '';
    return {
      title: access.upgradeMessage ?? UpgradeMessage.SeeAllMatches,
      description: `Free membership shows your best matches only.${more} Upgrade to see all your matches with their compatibility details and to send match requests.`,
    };
  }
  if (!access.canSendRequests) {
    return {
      title: UpgradeMessage.SendRequests,
      description:
        'Your membership lets you receive and answer match requests. Upgrade to send your own.',
    };
  }
  return null;
};

/** The free tier's limits as a prompt linking to /membership; nothing on a paid tier. */
export const UpgradePrompt = ({ access }: { access: MatchAccess | undefined }) => {
  const text = upgradePromptText(access);
  if (!text) {
    return null;
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="region"
      aria-label="Upgrade your membership"
      title={text.title}
      // The button sits under the text: beside it, it squeezed the text into a thin column on a
      // phone.
      description={
        <Flex vertical gap="small" align="flex-start">
          {text.description}
          <Link to={paths.membership}>
            <Button type="primary">View Membership Plans</Button>
          </Link>
        </Flex>
      }
    />
  );
};
