import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMatchRequests } from '../hooks/use-match-requests';
import { useSendMatchRequest, type RequestTarget } from '../hooks/use-send-match-request';
import { requestButtonLabel, type RequestState } from '../lib/request-status';

interface SendRequestButtonProps {
  target: RequestTarget;
  block?: boolean;
}

/**
 * Send Request, or where the member stands with this match: Request Sent, Request Accepted,
 * Request Declined or Request Expired (member-experience.md §2, §4).
 */
export const SendRequestButton = ({ target, block }: SendRequestButtonProps) => {
  const { stateOf } = useMatchRequests();
  const { send, isSending, reply } = useSendMatchRequest();
  // Until the refreshed lists arrive, the reply of the send is the state.
  const fromReply: RequestState | undefined =
    reply && reply.targetId === target.id
      ? { status: reply.status, direction: 'sent', request: reply }
      : undefined;
  const state = stateOf(target.id) ?? fromReply;
  const label = requestButtonLabel(state);
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
