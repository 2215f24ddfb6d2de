import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { csrfToken } from '../testing/render-admin';
import { AdminPage } from './admin-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const admin = aUser({ role: 'admin', fullName: 'Amina Admin' });

const renderAdminPage = (
  user: CurrentUser | null | 'loading',
  handlers: Record<string, Handler> = {},
) => {
  const fetch = mockFetch({
    'GET /api/user':
      user === 'loading' ? () => pending() : user ? () => json(200, user) : signedOut,
    'GET /api/csrf-token': csrfToken,
    'GET /api/admin/stats': () => json(200, { totalUsers: 42, pendingApprovals: 7 }),
    'GET /api/admin/messaging-stats': () =>
      json(200, { reportedMessages: 3, reportedMembers: 1, activeConversations: 12 }),
    'GET /api/admin/pending-approvals': () => json(200, []),
    'GET /api/admin/contact-submissions': () => json(200, []),
    'GET /api/admin/course-users': () => json(200, []),
    'GET /api/admin/sent-emails': () => json(200, []),
    'GET /api/site-content': () => json(200, []),
    'GET /api/site-settings': () => json(200, []),
    'POST /api/logout': () => json(200, { success: true }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/', element: <LocationProbe label="Home probe" /> },
      { path: '/auth', element: <LocationProbe label="Auth probe" /> },
    ],
    '/admin',
  );
  return { ...fetch, ...view };
};

const adminCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path !== '/api/user' && call.path !== '/api/csrf-token');

describe('/admin', () => {
  it('shows a checking-authentication spinner while the session loads', () => {
    renderAdminPage('loading');
    expect(screen.getByRole('status', { name: 'Checking authentication' })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('tells a signed-out visitor to log in, with a link to /auth, and runs no admin query', async () => {
    const { calls } = renderAdminPage(null);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(await screen.findByText('Please log in to access the admin panel.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Sign In' });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(screen.queryByText('Admin Dashboard')).toBeNull();
    expect(adminCalls(calls)).toEqual([]);
    fireEvent.click(link);
    expect(await screen.findByText('Auth probe')).toBeTruthy();
  });

  it.each([
    ['a seeker', aUser({ questionnaireCompleted: true })],
    ['a wali', aUser({ role: 'wali' })],
  ])('denies %s, with a link to /, and runs no admin query', async (_who, user) => {
    const { calls } = renderAdminPage(user);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      await screen.findByText("You don't have permission to access the admin panel."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Total Users')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(adminCalls(calls)).toEqual([]);
  });

  it('welcomes an admin and shows the four counters', async () => {
    renderAdminPage(admin);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Amina Admin')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Sign Out/ })).toBeTruthy();
    expect(await screen.findByText('42')).toBeTruthy();
    expect(await screen.findByText('7')).toBeTruthy();
    expect(await screen.findByText('Total Users')).toBeTruthy();
    // The counter (the tab and its heading carry the same name).
    expect(screen.getByText('7').closest('.ant-statistic')?.textContent).toContain(
      'Pending Approvals',
    );
    // Open message reports, and conversations with a message in the last 30 days.
    expect((await screen.findByText('3')).closest('.ant-statistic')?.textContent).toContain(
      'Reported Messages',
    );
    expect(screen.getByText('12').closest('.ant-statistic')?.textContent).toContain(
      'Active Conversations',
    );
    const titles = [...document.querySelectorAll('.ant-statistic-title')].map((t) => t.textContent);
    expect(titles).toEqual([
      'Pending Approvals',
      'Reported Messages',
      'Total Users',
      'Active Conversations',
    ]);
  });

  // Clicking through every section is slow in jsdom, more so on a loaded machine.
  it('groups the available tabs in their sections and opens pending-approvals first', async () => {
    const { callsTo } = renderAdminPage(admin);
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabNames()).toEqual([
      'User Administration',
      'Matching System',
      'Courses',
      'Site Management',
      'Pending Approvals',
      'Questionnaire Approvals',
      'Reported Users',
      'Message Moderation',
      'Support Inbox',
      'Messaging Audit Log',
      'User Management',
      'Match Requests',
    ]);
    expect(
      screen.getByRole('tab', { name: 'Pending Approvals' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Pending Approvals' })).toBeTruthy();
    expect(callsTo('GET /api/admin/pending-approvals')).toHaveLength(1);
    expect(callsTo('GET /api/admin/users')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'User Administration',
        'Matching System',
        'Courses',
        'Site Management',
        'Course Management',
        'Course Scheduling',
        'Services',
        'Service Bookings',
        'Contact Messages',
        'Sent Emails',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Course Management' })).toBeTruthy();
    expect(callsTo('GET /api/admin/course-users')).toHaveLength(1);
    // Tabs that are not open do not query.
    expect(callsTo('GET /api/admin/course-sessions')).toHaveLength(0);
    expect(callsTo('GET /api/admin/contact-submissions')).toHaveLength(0);
    expect(callsTo('GET /api/admin/sent-emails')).toHaveLength(0);
    expect(callsTo('GET /api/site-content')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Site Management' }));
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'User Administration',
        'Matching System',
        'Courses',
        'Site Management',
        'Site Content',
        'Site Settings',
        'Membership Pricing',
        'Logo Management',
        'Image Management',
        'Security',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Site Content' })).toBeTruthy();
    expect(callsTo('GET /api/site-content')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Site Settings' }));
    expect(await screen.findByRole('heading', { name: 'Site Settings' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Matching System' }));
    await waitFor(() =>
      expect(tabNames()).toEqual([
        'User Administration',
        'Matching System',
        'Courses',
        'Site Management',
        'Match Analysis',
        'Algorithm Settings',
        'Compatibility Thresholds',
        'Document Verification',
        'Meeting Requests',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Match Analysis' })).toBeTruthy();
    expect(callsTo('GET /api/admin/match-analysis')).toHaveLength(1);
    expect(callsTo('GET /api/admin/algorithm-settings')).toHaveLength(0);
  }, 60_000);

  it('signs the admin out', async () => {
    const { callsTo } = renderAdminPage(admin);
    fireEvent.click(await screen.findByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByText('Auth probe')).toBeTruthy();
    expect(callsTo('POST /api/logout')).toHaveLength(1);
    expect(
      await within(document.body).findByText('You have been logged out successfully'),
    ).toBeTruthy();
  });
});
