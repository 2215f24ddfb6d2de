import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

const Broken = (): never => {
  throw new Error('Failed to fetch dynamically imported module');
};

describe('RouteErrorBoundary', () => {
  it('shows why a page failed in place of the app, until the address changes', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary locationKey="first">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' }));
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Failed to fetch dynamically imported module',
      }),
    ).toBeTruthy();
    view.rerender(
      <RouteErrorBoundary locationKey="first">
        <p>Contact Us</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('Contact Us')).toBeNull();
    view.rerender(
      <RouteErrorBoundary locationKey="second">
        <p>Contact Us</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Contact Us')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    logged.mockRestore();
  });
});
