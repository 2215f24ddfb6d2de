import { SendOutlined } from '@ant-design/icons';
import { UpgradeMessage } from '@mithaq/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMatchRequests } from '../hooks/use-match-requests';
import { useSendMatchRequest, type RequestTarget } from '../hooks/use-send-match-request';
import { requestButtonLabel, type RequestState } from '../lib/request-status';

interface SendRequestButtonProps {
  target: RequestTarget;
  block?: boolean;
  /** False on the free tier: the button becomes a link to the membership plans. */
  canSend?: boolean;
}

/**
 * Send Request, or where the member stands with this match: Request Sent, Request Accepted,
 * Request Declined or Request Expired.
 */
export const SendRequestButton = ({ target, block, canSend = true }: SendRequestButtonProps) => {
  const { stateOf } = useMatchRequests();
  const { send, isSending, reply } = useSendMatchRequest();
  // Until the refreshed lists arrive, the reply of the send is the state.
  const fromReply: RequestState | undefined =
    reply && reply.targetId === target.id
      ? { status: reply.status, direction: 'sent', request: reply }
      : undefined;
  const state = stateOf(target.id) ?? fromReply;
  const label = requestButtonLabel(state);
  if (!state && !canSend) {
    return (
      <Link to={paths.membership}>
        <Button block={block}>{UpgradeMessage.SendRequests}</Button>
      </Link>
    );
  }
  return (
    <Button
      type={state ? 'default' : 'primary'}
      icon={state ? undefined : <SendOutlined />}
      block={block}
      loading={isSending}
      disabled={state !== undefined}
      onClick={() => void send(target)}
    >
      {label}
    </Button>
  );
};
