import type { CurrentUser } from '@mithaq/contracts';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { PageSpinner } from './page-spinner';

/**
 * Renders a members-only page with the signed-in user. Sending visitors to /auth is the router
 * guard's job alone; here a visitor simply sees nothing.
 */
export const SignedIn = ({ children }: { children: (user: CurrentUser) => ReactNode }) => {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return <PageSpinner />;
  }
  return user ? children(user) : null;
};
