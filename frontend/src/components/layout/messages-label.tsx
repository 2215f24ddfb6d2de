import { Badge } from 'antd';
import { useGetUnreadCountQuery } from '../../entities/messaging/conversations';

/** The unread badge beside Messages: fetched once, kept current by the live socket. */
export const MessagesLabel = ({ label }: { label: string }) => {
  const { data } = useGetUnreadCountQuery();
  const unread = data?.unread ?? 0;
  return (
    <span>
      {label}
      {unread > 0 && (
        <Badge
          count={unread}
          size="small"
          offset={[4, -2]}
          aria-label={`${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
        />
      )}
    </span>
  );
};
