import { act } from '@testing-library/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';

export interface TestRouter {
  /** The router to hand the app: an in-memory history that starts at the given path. */
  Router: ComponentType<{ children?: ReactNode }>;
  /** The path the app is at now. */
  pathname: () => string;
  /** Goes to a path, as a link in the app would. */
  navigate: (to: string) => Promise<void>;
}

/** An in-memory router for the whole app, with a view of its address from the test. */
export const memoryRouterAt = (path: string): TestRouter => {
  const seen: { pathname: string; navigate?: NavigateFunction } = { pathname: path };
  const AddressProbe = () => {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      seen.pathname = pathname;
      seen.navigate = navigate;
    }, [pathname, navigate]);
    return null;
  };
  const Router = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <AddressProbe />
    </MemoryRouter>
  );
  return {
    Router,
    pathname: () => seen.pathname,
    navigate: async (to) => {
      await act(async () => {
        await seen.navigate?.(to);
      });
    },
  };
};
