import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PageSpinner } from '../components/page-spinner';
import { RouteGuard } from './route-guard';

export const RootLayout = () => (
  <AppLayout>
    <RouteGuard>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  </AppLayout>
);
