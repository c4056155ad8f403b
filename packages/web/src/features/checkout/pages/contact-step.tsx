import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  checkoutStepMessages,
  guestContactSchema,
  setExtrasInputSchema,
  type CheckoutState,
  type CommunicationPreference,
  type SessionUser,
  type SetExtrasInput,
  type SetExtrasRequest,
} from '@bookfront/contract';
import { CommunicationPreferenceField, ContactFields } from '../../../entities/customer/contact-fields.tsx';
import { offeredCommunicationPreferences } from '../../../entities/customer/communication-preferences.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useSetExtras } from '../api.ts';
import { CartAdjustmentDialog } from '../components/cart-adjustment-dialog.tsx';
import { StepFrame } from '../components/step-frame.tsx';
import { useStockCheck } from '../hooks/use-stock-check.ts';

/** docs/features/checkout.md#limits: the default is the user's preference, else the first allowed. */
function defaultPreference(
  allowed: CommunicationPreference[],
  saved: CommunicationPreference | null,
  user: SessionUser | null,
): CommunicationPreference | undefined {
  return (
    [saved, user?.communication_preference].find(
      (preference): preference is CommunicationPreference => !!preference && allowed.includes(preference),
    ) ?? allowed[0]
  );
}

/**
 * docs/features/checkout.md#guest-checkout /checkout/contact. A guest gives name, email and phone (docs/features/checkout.md#guest-checkout); a customer's come
 * from the account, and they may add a purchase order number. Both may leave instructions and say
 * how they would like to be contacted.
 */
export function ContactStep({ state }: { state: CheckoutState }) {
  const settings = useSiteSettings();
  const session = useSession();
  const navigate = useNavigate();
  const isGuest = !session.logged_in;
  const allowed = offeredCommunicationPreferences(settings);
  const { contact } = state.draft;
  const form = useForm<SetExtrasRequest, unknown, SetExtrasInput>({
    resolver: zodResolver(isGuest ? guestContactSchema : setExtrasInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      promo_code: contact.promo_code,
      instructions: contact.instructions,
      preferred_communication: defaultPreference(allowed, contact.preferred_communication, session.user),
    },
  });
  const setExtras = useSetExtras();
  const stock = useStockCheck();
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    stock.proceed(() =>
      setExtras.mutate(values, {
        onSuccess: () => void navigate('/checkout/payment'),
        onError: (error) => applyServerErrors(form, error),
      }),
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate aria-label={checkoutStepMessages.contactHeading}>
        <StepFrame
          heading={checkoutStepMessages.contactHeading}
          backTo={state.draft.delivery === 'pickup' ? '/checkout/cart' : '/checkout/provider'}
          error={errors.root?.message ?? (stock.failure instanceof Error ? stock.failure.message : null)}
          actions={
            <Button type="submit" loading={stock.isChecking || setExtras.isPending}>
              {checkoutStepMessages.continue}
            </Button>
          }
        >
          <Stack gap="md">
            {isGuest ? (
              <>
                <Text c="dimmed">{checkoutStepMessages.guestContactHint}</Text>
                <ContactFields kind="guest" />
              </>
            ) : (
              <>
                {session.user ? (
                  <Text>
                    <strong>{`${session.user.first_name} ${session.user.last_name}`.trim()}</strong>
                    {' · '}
                    {session.user.email_address}
                    {session.user.phone_number ? ` · ${session.user.phone_number}` : ''}
                  </Text>
                ) : null}
                <TextInput
                  label={checkoutStepMessages.purchaseOrder}
                  description="Optional"
                  maxLength={10}
                  w={{ base: '100%', sm: 280 }}
                  error={errors.promo_code?.message}
                  {...form.register('promo_code')}
                />
              </>
            )}
            {allowed.length > 1 ? (
              <CommunicationPreferenceField<SetExtrasRequest> name="preferred_communication" preferences={allowed} />
            ) : null}
            <Textarea
              label={checkoutStepMessages.instructions}
              description="Optional"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={1000}
              error={errors.instructions?.message}
              {...form.register('instructions')}
            />
          </Stack>
        </StepFrame>
        <CartAdjustmentDialog {...stock.dialog} />
      </form>
    </FormProvider>
  );
}
