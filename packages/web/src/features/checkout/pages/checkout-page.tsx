import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { checkoutStepMessages, type CheckoutState } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useCartChecksumGuard } from '../../../entities/cart/cart-checksum-guard.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useCheckoutState } from '../api.ts';
import { CheckoutSteps } from '../components/checkout-steps.tsx';
import { CheckoutSummary } from '../components/checkout-summary.tsx';
import {
  canReach,
  checkoutPath,
  checkoutSteps,
  furthestReachable,
  isCheckoutProgress,
  stepIndexOf,
  type CheckoutProgress,
} from '../steps.ts';
import { ContactStep } from './contact-step.tsx';
import { CreditCardStep } from './credit-card-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { ChaseStep, GlobalStep } from './hosted-card-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ProviderStep } from './provider-step.tsx';
import { ReviewStep } from './review-step.tsx';
import classes from './checkout-page.module.css';

const stepPages: Record<CheckoutProgress, (props: { state: CheckoutState }) => React.ReactNode> = {
  delivery: DeliveryStep,
  provider: ProviderStep,
  contact: ContactStep,
  payment: PaymentStep,
  credit_card: CreditCardStep,
  chase: ChaseStep,
  global: GlobalStep,
  review: ReviewStep,
};

/**
 * /checkout/{progress} (docs/features/checkout.md#steps): the step bar, the step, and the order summary. A shopper with
 * no delivery chosen goes back to the cart; one who skipped ahead goes to the furthest step the
 * choices so far allow.
 */
export function CheckoutPage() {
  const { progress } = useParams();
  const [params] = useSearchParams();
  const settings = useSiteSettings();
  const checkout = useCheckoutState();
  const delivery = checkout.data?.draft.delivery ?? null;
  const stepLabel =
    delivery && isCheckoutProgress(progress)
      ? checkoutSteps(delivery)[stepIndexOf(delivery, progress)]?.label
      : undefined;
  // Each step has its own title, so the browser's history and tabs tell the steps apart.
  useDocumentTitle([settings.store_info.name, checkoutStepMessages.heading, stepLabel].filter(Boolean).join(' | '));
  // docs/features/checkout.md#cart-checksum: a cart changed in another tab sends the shopper back to it (not from
  // the address and shipping option pages, which the guard exempts).
  useCartChecksumGuard({ redirectOnChange: true });

  if (!settings.cart_enabled || !isCheckoutProgress(progress)) return <Navigate to={paths.cart()} replace />;
  // A checkout kept from an earlier visit (an order since placed) is not shown while it is read again.
  if (checkout.isPending || !checkout.isFetchedAfterMount) {
    return (
      <Stack align="center" py={80}>
        <Loader aria-label="Loading checkout" />
      </Stack>
    );
  }
  // A guest where the store wants a login, or a store with ordering off: the cart page says why.
  if (checkout.error instanceof ActionError && [401, 403].includes(checkout.error.status)) {
    return <Navigate to={paths.cart()} replace />;
  }
  if (checkout.isError) {
    return (
      <Container size="sm" className={classes.page}>
        <Alert color="red" title={checkoutStepMessages.loadFailed}>
          <Button mt="sm" variant="light" color="red" onClick={() => void checkout.refetch()}>
            {checkoutStepMessages.tryAgain}
          </Button>
        </Alert>
      </Container>
    );
  }

  const state = checkout.data;
  const { draft, cart } = state;
  const Step = stepPages[progress];
  if (cart.items.length === 0 || draft.delivery === null) return <Navigate to={paths.cart()} replace />;
  if (!canReach(draft, progress, params.has('address'))) {
    return <Navigate to={checkoutPath(furthestReachable(draft))} replace />;
  }

  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} className={classes.heading}>
        {checkoutStepMessages.heading}
      </Title>
      <CheckoutSteps draft={draft} delivery={draft.delivery} progress={progress} />
      <div className={classes.layout}>
        <div className={classes.main}>
          <Step state={state} />
        </div>
        <aside className={classes.side}>
          <CheckoutSummary cart={cart} delivery={draft.delivery} />
        </aside>
      </div>
    </Container>
  );
}
