import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { checkoutStepMessages } from '@bookfront/contract';
import { Link } from 'react-router';
import classes from './step-frame.module.css';

type StepFrameProps = {
  heading: string;
  /** docs/features/checkout.md#steps: every step after the cart has a Back button. */
  backTo: string;
  children: ReactNode;
  /** The step's own button(s) beside Back. */
  actions?: ReactNode;
  /** A failure to show above the buttons. */
  error?: string | null | undefined;
};

/** One checkout step's panel: its heading, content, and the Back and continue buttons. */
export function StepFrame({ heading, backTo, children, actions, error }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new step replaces the page's content: a screen reader starts reading at its heading.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <section className={classes.panel} aria-labelledby="checkout-step-heading">
      <h2 id="checkout-step-heading" className={classes.heading} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      {error ? (
        <Alert color="red" role="alert" mt="lg">
          {error}
        </Alert>
      ) : null}
      <div className={classes.footer}>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {checkoutStepMessages.back}
        </Button>
        {actions}
      </div>
    </section>
  );
}
