import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/render-app';
import { drawerLinksFor, navLinksFor, userMenuLinks } from './nav-links';

const targets = (links: { to: string }[]) => links.map((link) => link.to);
const base = ['/', '/matches', '/profile', '/contact', '/membership', '/messages'];

describe('navigation links', () => {
  it('shows the main links to a visitor, without course, services or admin', () => {
    expect(targets(navLinksFor(null, true))).toEqual(base);
  });

  it('adds course and services for a signed-in user on a wide screen only', () => {
    expect(targets(navLinksFor(aUser(), true))).toEqual([...base, '/marriage-course', '/services']);
    expect(targets(navLinksFor(aUser(), false))).toEqual(base);
  });

  it('adds Admin for the admin role only', () => {
    expect(targets(navLinksFor(aUser({ role: 'admin' }), false))).toContain('/admin');
    expect(targets(navLinksFor(aUser({ role: 'wali' }), true))).not.toContain('/admin');
  });

  it('gives the slide-in menu the same links minus course and services', () => {
    const links = targets(drawerLinksFor(aUser({ role: 'admin' })));
    expect(links).toEqual([...base, '/admin', '/subscription-management']);
  });

  it('lists the user menu links in order', () => {
    expect(userMenuLinks.map((link) => link.label)).toEqual([
      'Profile',
      'Messages',
      'Matches',
      'Membership',
      'My Subscription',
    ]);
    expect(userMenuLinks.at(-1)?.to).toBe('/subscription-management');
  });
});
