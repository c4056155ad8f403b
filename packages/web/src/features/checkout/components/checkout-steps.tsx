import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';
import type { CheckoutDraft, DeliveryPreference } from '@bookfront/contract';
import { useNavigate } from 'react-router';
import { canReach, checkoutPath, checkoutSteps, stepIndexOf, type CheckoutProgress } from '../steps.ts';
import classes from './checkout-steps.module.css';

type CheckoutStepsProps = { draft: CheckoutDraft; delivery: DeliveryPreference; progress: CheckoutProgress };

/** docs/features/checkout.md#steps: the steps before this one can be clicked back to. */
export function CheckoutSteps({ draft, delivery, progress }: CheckoutStepsProps) {
  const navigate = useNavigate();
  const steps = checkoutSteps(delivery);
  const active = stepIndexOf(delivery, progress);
  const canOpen = (index: number) => {
    const step = steps[index];
    if (!step || index >= active) return false;
    return step.progress === 'cart' || canReach(draft, step.progress);
  };

  return (
    <nav aria-label="Checkout steps" className={classes.bar}>
      <Stepper
        active={active}
        size="sm"
        labelPosition="bottom"
        wrap={false}
        allowNextStepsSelect={false}
        classNames={{ root: classes.root, step: classes.step, stepLabel: classes.label, separator: classes.separator }}
        onStepClick={(index) => {
          const step = steps[index];
          if (step && canOpen(index)) void navigate(checkoutPath(step.progress));
        }}
      >
        {steps.map((step, index) => (
          <Stepper.Step
            key={step.label}
            label={step.label}
            allowStepSelect={canOpen(index)}
            aria-current={index === active ? 'step' : undefined}
            aria-label={step.label}
          />
        ))}
      </Stepper>
    </nav>
  );
}
