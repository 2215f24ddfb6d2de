import { describe, expect, it } from 'vitest';
import { aUser } from '../../testing/render-app';
import { drawerLinksFor, navLinksFor, userMenuLinksFor } from './nav-links';

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

  it('gives an admin the admin area and the public pages, never the member pages', () => {
    const admin = aUser({ role: 'admin' });
    expect(targets(navLinksFor(admin, true))).toEqual([
      '/admin',
      '/contact',
      '/marriage-course',
      '/services',
    ]);
    expect(targets(navLinksFor(admin, false))).toEqual(['/admin', '/contact']);
    expect(targets(drawerLinksFor(admin))).toEqual(['/admin', '/contact']);
    expect(userMenuLinksFor(admin)).toEqual([]);
    expect(targets(navLinksFor(aUser({ role: 'wali' }), true))).not.toContain('/admin');
  });

  it('gives the slide-in menu the same links minus course and services', () => {
    expect(targets(drawerLinksFor(aUser()))).toEqual([...base, '/subscription-management']);
  });

  it('lists the user menu links in order', () => {
    const links = userMenuLinksFor(aUser());
    expect(links.map((link) => link.label)).toEqual([
      'Profile',
      'Messages',
      'Matches',
      'Membership',
      'My Subscription',
    ]);
    expect(links.at(-1)?.to).toBe('/subscription-management');
  });
});
