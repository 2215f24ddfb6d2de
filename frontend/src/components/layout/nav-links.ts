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

/**
 * An administrator's navigation: the admin area and the public pages, none of the member pages
 * (matches, profile, membership, messages), which an administrator's account does not have.
 */
const adminLinks: readonly NavLink[] = [adminLink, { label: 'Contact', to: paths.contact }];

const memberMenuLinks: readonly NavLink[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'Messages', to: paths.messages },
  { label: 'Matches', to: paths.matches },
  { label: 'Membership', to: paths.membership },
  { label: 'My Subscription', to: paths.subscriptionManagement },
];

/** The user menu's links: the member pages, or none for an administrator. */
export const userMenuLinksFor = (user: CurrentUser): readonly NavLink[] =>
  isAdmin(user) ? [] : memberMenuLinks;

/** Top navigation: course and services only for signed-in users on wide screens. */
export const navLinksFor = (user: CurrentUser | null, isWideScreen: boolean): NavLink[] => [
  ...(isAdmin(user) ? adminLinks : mainLinks),
  ...(user && isWideScreen ? wideScreenMemberLinks : []),
];

/** The slide-in menu: the same links minus Marriage Course and Services. */
export const drawerLinksFor = (user: CurrentUser | null): NavLink[] =>
  isAdmin(user)
    ? [...adminLinks]
    : [
        ...mainLinks,
        ...(user ? [{ label: 'My Subscription', to: paths.subscriptionManagement }] : []),
      ];
