import { Component, type ReactNode } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';

/** A page that failed to render or load: a retry instead of a blank screen. */
export function RouteError() {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        Something went wrong
      </Title>
      <Text mb="lg">This page could not be shown. Please try again.</Text>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Container>
  );
}

interface BoundaryProps {
  /** The boundary forgets its error when this changes, so the next page renders again. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}

/**
 * Shows RouteError in place of `children` when they throw while rendering (a page chunk that fails
 * to load included), until the shopper goes to another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.key}>{children}</Boundary>;
}
