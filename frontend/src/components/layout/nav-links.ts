import type { CurrentUser } from '@mithaq/contracts';
import { paths } from '../../config/paths';
import { isAdmin } from '../../lib/session';

export interface NavLink {
  label: string;
  to: string;
}

const mainLinks: readonly NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Matches', to: paths.matches },
  { label: 'Profile', to: paths.profile },
  { label: 'Contact', to: paths.contact },
  { label: 'Membership', to: paths.membership },
  { label: 'Messages', to: paths.messages },
];

const wideScreenMemberLinks: readonly NavLink[] = [
  { label: 'Marriage Course', to: paths.marriageCourse },
  { label: 'Services', to: paths.services },
];

const adminLink: NavLink = { label: 'Admin', to: paths.admin };

export const userMenuLinks: readonly NavLink[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'Messages', to: paths.messages },
  { label: 'Matches', to: paths.matches },
  { label: 'Membership', to: paths.membership },
  { label: 'My Subscription', to: paths.subscriptionManagement },
];

/** Top navigation: course and services only for members on wide screens. */
export const navLinksFor = (user: CurrentUser | null, isWideScreen: boolean): NavLink[] => [
  ...mainLinks,
  ...(user && isWideScreen ? wideScreenMemberLinks : []),
  ...(isAdmin(user) ? [adminLink] : []),
];

/** The slide-in menu: the same links minus Marriage Course and Services. */
export const drawerLinksFor = (user: CurrentUser | null): NavLink[] => [
  ...mainLinks,
  ...(isAdmin(user) ? [adminLink] : []),
  ...(user ? [{ label: 'My Subscription', to: paths.subscriptionManagement }] : []),
];
