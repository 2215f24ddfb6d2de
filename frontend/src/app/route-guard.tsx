import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useSession } from '../lib/session';
import { decideRoute } from './route-decision';

export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const decision = decideRoute({ pathname, isLoading, user });
  switch (decision.kind) {
    case 'spinner':
      return <PageSpinner />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return children;
  }
};
