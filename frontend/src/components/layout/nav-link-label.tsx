import { Badge } from 'antd';
import { paths } from '../../config/paths';
import { useGetUnreadCountQuery } from '../../entities/messaging/conversations';
import type { NavLink } from './nav-links';

/** The unread badge beside Messages: fetched once, kept current by the live socket. */
const MessagesLabel = ({ label }: { label: string }) => {
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

/** A navigation link's text; Messages carries the unread count for a signed-in user. */
export const NavLinkLabel = ({ link, signedIn }: { link: NavLink; signedIn: boolean }) =>
  link.to === paths.messages && signedIn ? <MessagesLabel label={link.label} /> : link.label;
