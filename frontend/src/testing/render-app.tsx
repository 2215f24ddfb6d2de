import type { CurrentUser } from '@mithaq/contracts';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppStore } from '../lib/store';
import { notificationConfig } from '../lib/toast';

export const aUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: '7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50',
  username: 'aisha_k',
  email: 'aisha@example.com',
  role: 'seeker',
  approvalStatus: 'pending',
  isApproved: false,
  isEmailVerified: false,
  marketingConsent: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActive: null,
  isSuspended: false,
  fullName: 'Aisha Khan',
  profileCompleted: false,
  questionnaireCompleted: false,
  // No bio (−15), no wali contact (−10), questionnaire incomplete (−30).
  profileCompletion: 45,
  questionnaireStatus: 'none',
  membershipTier: 'free',
  membershipStartDate: null,
  membershipEndDate: null,
  hasCompletedMarriageCourse: false,
  isMarriageCourseCertified: false,
  marriageCourseCompletionDate: null,
  isVerified: false,
  ...overrides,
});

/** Where a route rendered, for asserting navigations. */
export const LocationProbe = ({ label }: { label: string }): ReactNode => <h1>{label}</h1>;

/** `store`: one the test has already used (to ask for data ahead of the page, say). */
export const renderWithProviders = (
  routes: RouteObject[],
  initialPath: string,
  store = createAppStore(),
) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <Provider store={store}>
      <AntApp notification={notificationConfig}>
        <RouterProvider router={router} />
      </AntApp>
    </Provider>,
  );
  return { ...view, store, router };
};
