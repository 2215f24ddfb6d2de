import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The current address: going elsewhere clears the error and renders the pages again. */
  locationKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  locationKey: string;
}

const lightGrey = 'rgba(200,200,200, 0.5)';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : JSON.stringify(error);

/**
 * What a page that fails to render (a chunk that cannot be downloaded, a bug) shows in place of
 * the whole app, the same screen React Router's own root boundary draws: the message and its
 * stack, until the user goes to another address. Without it, React would leave an empty page.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = {
    error: undefined,
    locationKey: this.props.locationKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) {
      return this.props.children;
    }
    const stack = error instanceof Error ? error.stack : undefined;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{messageOf(error)}</h3>
        {stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: lightGrey }}>{stack}</pre>
        ) : null}
      </>
    );
  }
}
