import { useState } from 'react';
import { Alert, Button, List, Loader, Radio, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  checkoutMessages,
  checkoutStepMessages,
  shippingErrorCodes,
  shippingMessages,
  type Cart,
  type CheckoutState,
  type MultishipMethod,
  type ShippingOption,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { useSetShipping, useShippingBatch, useShippingProviders } from '../api.ts';
import { CartAdjustmentDialog } from '../components/cart-adjustment-dialog.tsx';
import { StepFrame } from '../components/step-frame.tsx';
import { LocalDeliveryTerms } from '../components/local-delivery-terms.tsx';
import { useStockCheck } from '../hooks/use-stock-check.ts';
import { asTitle, conflictingTitles, defaultProvider } from '../providers.ts';
import classes from './choice-cards.module.css';

/** Why a provider cannot be chosen (docs/features/checkout.md#shipping-providers). */
function UnavailableReason({ cart, option }: { cart: Cart; option: ShippingOption }) {
  const titles = conflictingTitles(cart, option);
  if (titles.length > 0) {
    return (
      <>
        <Text size="sm" c="red.8" mt={4}>
          {shippingMessages.providerConflicts(titles.length)}
        </Text>
        <List size="sm" mt={2}>
          {titles.map((title) => (
            <List.Item key={title}>{title}</List.Item>
          ))}
        </List>
      </>
    );
  }
  return (
    <Text size="sm" c="red.8" mt={4}>
      {option.delivery_preference === 'local_delivery'
        ? shippingMessages.localDeliveryNotQualified
        : checkoutStepMessages.providerUnavailable}
    </Text>
  );
}

function ProviderCard({ cart, option }: { cart: Cart; option: ShippingOption }) {
  const format = useFormatPrice();
  const hasEta = option.delivery_min > 0 || option.delivery_max > 0;
  return (
    <Radio.Card value={option.provider} disabled={!option.available} className={classes.card} aria-label={option.label}>
      <div className={classes.cardRow}>
        <Radio.Indicator disabled={!option.available} />
        <div className={classes.cardBody}>
          <div className={classes.cardTop}>
            <Text fw={600}>{option.label}</Text>
            {option.available ? (
              <span className={classes.price}>
                {option.cost === 0 ? checkoutStepMessages.free : format(option.cost)}
              </span>
            ) : null}
          </div>
          {hasEta ? (
            <Text size="sm" className={classes.cardMeta}>
              {checkoutStepMessages.businessDays(option.delivery_min, option.delivery_max)}
            </Text>
          ) : null}
          {option.delivery_preference === 'local_delivery' ? <LocalDeliveryTerms className={classes.cardMeta} /> : null}
          {!option.available ? <UnavailableReason cart={cart} option={option} /> : null}
        </div>
      </div>
    </Radio.Card>
  );
}

const lookupHeadings: Record<string, string> = {
  [shippingErrorCodes.localDeliveryFailed]: shippingMessages.localDeliveryFailedHeading,
  [shippingErrorCodes.notAvailable]: shippingMessages.notAvailableHeading,
};

/**
 * docs/features/checkout.md#shipping-providers: 'Local delivery failed' and 'Not available' with their
 * explanation, any other message as returned.
 */
function LookupFailure({ error }: { error: Error }) {
  const code = error instanceof ActionError ? error.code : undefined;
  const heading = code ? lookupHeadings[code] : undefined;
  // Local delivery that does not qualify leaves Ship or Pick up, which are chosen on the cart.
  const isLocalRefusal =
    code === shippingErrorCodes.localDeliveryFailed || code === shippingErrorCodes.localDeliveryNotQualified;
  return (
    <Alert
      color={heading ? 'orange' : 'red'}
      title={heading}
      role="alert"
      // The theme's orange heading on the orange tint falls below AA contrast; the text colour passes.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {error.message}
      {isLocalRefusal ? (
        <div>
          <Button component={Link} to={paths.cart()} variant="white" color="dark" size="xs" mt="sm">
            {checkoutMessages.returnToCart}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

/** docs/features/checkout.md#steps /checkout/provider: how the order travels, priced for the chosen address. */
export function ProviderStep({ state }: { state: CheckoutState }) {
  const navigate = useNavigate();
  const format = useFormatPrice();
  const [params] = useSearchParams();
  const addressId = params.get('address') ?? state.draft.shipping?.address_id ?? null;
  const providers = useShippingProviders(addressId);
  const options = providers.data?.providers ?? [];
  const isLocal = state.draft.delivery === 'local_delivery';
  const [picked, setPicked] = useState<string | null>(null);
  const chosen =
    options.find((option) => option.provider === picked && option.available) ??
    defaultProvider(options, { current: state.draft.provider, preferLocal: isLocal });
  const asksBatch = chosen !== null && chosen.delivery_preference === 'ship';
  const batch = useShippingBatch(
    asksBatch && addressId
      ? { delivery_preference: chosen.delivery_preference, provider: chosen.provider, address_id: addressId }
      : null,
  );
  const [pickedBatch, setPickedBatch] = useState<MultishipMethod | null>(null);
  const multiship = pickedBatch ?? state.draft.batch ?? 'all';
  const batchOptions = asksBatch ? (batch.data?.options ?? []) : [];
  const setShipping = useSetShipping();
  const stock = useStockCheck();

  const handleContinue = () => {
    if (!chosen || !addressId) return;
    void stock.proceed(() =>
      setShipping.mutate(
        {
          delivery_preference: chosen.delivery_preference,
          address_id: addressId,
          provider: chosen.provider,
          multiship_method: batchOptions.length > 1 ? multiship : 'all',
        },
        { onSuccess: () => void navigate('/checkout/contact') },
      ),
    );
  };

  return (
    <StepFrame
      heading={isLocal ? checkoutStepMessages.localDeliveryHeading : checkoutStepMessages.providerHeading}
      backTo="/checkout/delivery"
      error={setShipping.error?.message ?? (stock.failure instanceof Error ? stock.failure.message : null)}
      actions={
        providers.isError ? null : (
          <Button
            disabled={chosen === null}
            loading={stock.isChecking || setShipping.isPending}
            onClick={handleContinue}
          >
            {checkoutStepMessages.continue}
          </Button>
        )
      }
    >
      {providers.isPending ? (
        <Loader size="sm" aria-label="Loading shipping options" />
      ) : providers.isError ? (
        <LookupFailure error={providers.error} />
      ) : (
        <Stack gap="lg">
          {options.length === 0 ? (
            <Text>{checkoutStepMessages.noProviders}</Text>
          ) : (
            <Radio.Group
              value={chosen?.provider ?? null}
              onChange={setPicked}
              label={checkoutStepMessages.chooseProvider}
              classNames={{ label: classes.groupLabel }}
            >
              <div className={classes.list}>
                {options.map((option) => (
                  <ProviderCard key={option.provider} cart={state.cart} option={option} />
                ))}
              </div>
            </Radio.Group>
          )}
          {batchOptions.length > 1 ? (
            <Radio.Group
              value={multiship}
              onChange={(value) => setPickedBatch(value === 'batched' ? 'batched' : 'all')}
              label={checkoutStepMessages.batchHeading}
              classNames={{ label: classes.groupLabel }}
            >
              <div className={classes.list}>
                {batchOptions.map((option) => (
                  <Radio.Card
                    key={option.multiship_method}
                    value={option.multiship_method}
                    className={classes.card}
                    aria-label={option.label}
                  >
                    <div className={classes.cardRow}>
                      <Radio.Indicator />
                      <div className={classes.cardBody}>
                        <div className={classes.cardTop}>
                          <Text fw={600}>{asTitle(option.label)}</Text>
                          <span className={classes.price}>
                            {option.delta_cost === 0
                              ? checkoutStepMessages.noExtraCost
                              : checkoutStepMessages.extraCost(format(option.delta_cost))}
                          </span>
                        </div>
                      </div>
                    </div>
                  </Radio.Card>
                ))}
              </div>
            </Radio.Group>
          ) : null}
        </Stack>
      )}
      <CartAdjustmentDialog {...stock.dialog} />
    </StepFrame>
  );
}
