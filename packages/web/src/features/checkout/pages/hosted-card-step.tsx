import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkoutErrorCodes, checkoutMessages, checkoutStepMessages, type OrderPlaced } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionKeys } from '../../../entities/session/session.ts';
import { completeCardPayment, completeChasePayment, openChaseForm, openGlobalPage } from '../api.ts';
import { StepFrame } from '../components/step-frame.tsx';
import classes from './hosted-card-step.module.css';

/** What a hosted card page does once the provider sent the shopper back: confirm with the server, then the order. */
function usePlaceOnReturn(returned: string | null, confirm: (data: string) => Promise<OrderPlaced>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const completion = useMutation({ mutationFn: confirm });
  const { mutate } = completion;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!returned || handled.current === returned) return;
    handled.current = returned;
    mutate(returned, {
      onSuccess: ({ order_number: orderNumber, token }) => {
        const query = new URLSearchParams({ success: '1', ...(token ? { token } : {}) });
        void navigate(`/account/order/${encodeURIComponent(orderNumber)}?${query.toString()}`, { replace: true });
        void queryClient.refetchQueries({ queryKey: sessionKeys.all });
      },
      onError: (error) => {
        // docs/features/checkout.md#cart-checksum: a changed cart goes back to the cart, silently.
        if (error instanceof ActionError && error.code === checkoutErrorCodes.checksumMismatch) {
          void navigate(paths.cart(), { replace: true });
        }
      },
    });
  }, [returned, mutate, navigate, queryClient]);
  return completion;
}

/** docs/features/checkout.md#payment 'There was an error', with what the server said when it is ours to say. */
function FailureModal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isInventoryGone = error instanceof ActionError && error.code === checkoutErrorCodes.inventoryGone;
  return (
    <Modal opened onClose={onRetry} title={checkoutMessages.cardPaymentFailed} centered radius="md">
      <Text mb="lg">
        {isInventoryGone ? checkoutMessages.inventoryGone : checkoutStepMessages.hostedCardFailedDetail}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={paths.cart()} variant="default">
          {checkoutMessages.returnToCart}
        </Button>
        {isInventoryGone ? null : (
          <Button onClick={onRetry} data-autofocus>
            {checkoutStepMessages.tryAgain}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Loader size="md" aria-hidden />
      <Text>{label}</Text>
    </Stack>
  );
}

/**
 * /checkout/chase (docs/features/checkout.md#hosted-card-forms): Chase's hosted form in an iframe (checkout/chaseInit gives its
 * uid). The form sends its frame back to /checkout/chase?uID=…; that frame hands the address to the whole window,
 * which confirms the uid with checkout/chaseSuccess and opens the order.
 */
export function ChaseStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.get('uID');
  const isFramed = window.top !== window.self;
  const open = useMutation({ mutationFn: openChaseForm });
  const { mutate: openForm } = open;
  const completion = usePlaceOnReturn(isFramed ? null : returned, completeChasePayment);
  const [iframeLoaded, setIframeLoaded] = useState(false);

  useEffect(() => {
    // Back from Chase inside the frame: the whole page continues, not the frame.
    if (returned && isFramed) window.top?.location.assign(window.location.href);
  }, [returned, isFramed]);
  useEffect(() => {
    if (!returned) openForm();
  }, [returned, openForm]);

  const failure = open.error ?? completion.error;
  return (
    <StepFrame heading={checkoutStepMessages.hostedCardHeading} backTo="/checkout/payment">
      {returned ? (
        <Waiting label={checkoutStepMessages.hostedCardCompleting} />
      ) : (
        <>
          <Text mb="md">{checkoutStepMessages.hostedCardIntro}</Text>
          {open.data ? null : <Waiting label={checkoutStepMessages.hostedCardOpening} />}
          {open.data ? (
            <iframe
              className={classes.frame}
              src={open.data.url}
              title={checkoutStepMessages.hostedCardFormTitle}
              data-loaded={iframeLoaded ? 'true' : 'false'}
              onLoad={() => setIframeLoaded(true)}
            />
          ) : null}
        </>
      )}
      {failure && !(failure instanceof ActionError && failure.code === checkoutErrorCodes.checksumMismatch) ? (
        <FailureModal
          error={failure}
          onRetry={() => {
            // A new form, on the page without the last one's answer in its address.
            open.reset();
            completion.reset();
            if (returned) void navigate('/checkout/chase', { replace: true });
            else openForm();
          }}
        />
      ) : null}
    </StepFrame>
  );
}

/**
 * /checkout/global (docs/features/checkout.md#hosted-card-forms): sends the shopper to Global Payments' hosted page
 * (checkout/globalInit); the page sends them back to /checkout/global?id=…, which confirms the transaction with
 * checkout/cardPayment and opens the order.
 */
export function GlobalStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.get('id');
  const open = useMutation({ mutationFn: openGlobalPage });
  const completion = usePlaceOnReturn(returned, (id) =>
    completeCardPayment({ provider: 'global', transaction_data: id }),
  );

  const failure = open.error ?? completion.error;
  return (
    <StepFrame
      heading={checkoutStepMessages.hostedCardHeading}
      backTo="/checkout/payment"
      actions={
        returned ? null : (
          <Button
            loading={open.isPending || open.isSuccess}
            onClick={() => open.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
          >
            {checkoutStepMessages.payByCard}
          </Button>
        )
      }
    >
      {returned ? (
        <Waiting label={checkoutStepMessages.hostedCardCompleting} />
      ) : (
        <Text>{open.isSuccess ? checkoutStepMessages.hostedCardLeaving : checkoutStepMessages.hostedCardIntro}</Text>
      )}
      {failure && !(failure instanceof ActionError && failure.code === checkoutErrorCodes.checksumMismatch) ? (
        <FailureModal
          error={failure}
          onRetry={() => {
            open.reset();
            completion.reset();
            if (returned) void navigate('/checkout/global', { replace: true });
          }}
        />
      ) : null}
    </StepFrame>
  );
}
