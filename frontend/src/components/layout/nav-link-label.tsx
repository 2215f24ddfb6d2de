import { lazy, Suspense } from 'react';
import { paths } from '../../config/paths';
import type { NavLink } from './nav-links';

/**
 * The unread count is a signed-in detail the first paint can do without: its badge and the
 * messaging API load with it, after the page, while the link's text shows at once.
 */
const MessagesLabel = lazy(async () => ({
  default: (await import('./messages-label')).MessagesLabel,
}));

/** A navigation link's text; Messages carries the unread count for a signed-in user. */
export const NavLinkLabel = ({ link, signedIn }: { link: NavLink; signedIn: boolean }) =>
  link.to === paths.messages && signedIn ? (
    <Suspense fallback={<span>{link.label}</span>}>
      <MessagesLabel label={link.label} />
    </Suspense>
  ) : (
    link.label
  );
