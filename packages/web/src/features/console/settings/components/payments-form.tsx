import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  cardBrandLabels,
  consoleCheckoutSettingsMessages as messages,
  consolePaymentChoiceLabels,
  consolePaymentsInputSchema,
  consoleSettingsMessages,
  offerablePaymentChoices,
  type ConsolePaymentSettings,
  type ConsolePaymentsInput,
} from '@bookfront/contract';
import { usePaymentSettings, useSavePayments } from '../checkout-api.ts';
import { fieldsOfIssues, showFieldErrors, showServerErrors } from '../field-errors.ts';
import classes from '../settings.module.css';
import { FormFooter } from '../../components/form-footer.tsx';
import { SecretField } from './secret-field.tsx';

type PaymentsDraft = Required<ConsolePaymentsInput> & {
  paypal: { client_secret: string };
  hosted_cards: {
    clearent: { api_key: string };
    chase: { secure_id: string; api_token: string };
    global: { app_id: string; app_key: string };
  };
};

/** The form from the stored settings: every secret empty, which keeps it. */
const draftOf = (settings: ConsolePaymentSettings): PaymentsDraft => ({
  payment_choices: settings.payment_choices,
  accepted_cards: settings.accepted_cards,
  card_public_key: settings.card_public_key,
  paypal: { base_url: settings.paypal.base_url, client_id: settings.paypal.client_id, client_secret: '' },
  hosted_cards: {
    clearent: {
      base_url: settings.hosted_cards.clearent.base_url,
      public_key: settings.hosted_cards.clearent.public_key,
      api_key: '',
    },
    chase: { base_url: settings.hosted_cards.chase.base_url, secure_id: '', api_token: '' },
    global: { base_url: settings.hosted_cards.global.base_url, app_id: '', app_key: '' },
  },
});

const deliveries = [
  ['pickup', messages.pickupChoices],
  ['ship', messages.shipChoices],
] as const;

const choicesNeedingKeys = ['paypal', 'credit_card', 'clearent', 'chase', 'global'] as const;
const needsKeys = (choice: string): choice is (typeof choicesNeedingKeys)[number] =>
  (choicesNeedingKeys as readonly string[]).includes(choice);

/** docs/features/store-console.md#payment (owners): the ways to pay checkout offers and the keys they need. */
export function PaymentsPanel() {
  const payments = usePaymentSettings();
  if (payments.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {consoleSettingsMessages.loadFailed}
      </Alert>
    );
  }
  if (!payments.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  return <PaymentsForm settings={payments.data} />;
}

function PaymentsForm({ settings }: { settings: ConsolePaymentSettings }) {
  const form = useForm<PaymentsDraft>({ defaultValues: draftOf(settings) });
  const savePayments = useSavePayments();
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(settings);
  const errors = form.formState.errors;

  const handleSubmit = form.handleSubmit((draft) => {
    setNotice(null);
    const parsed = consolePaymentsInputSchema.safeParse(draft);
    if (!parsed.success) return showFieldErrors(form, fieldsOfIssues(parsed.error.issues));
    savePayments.mutate(parsed.data, {
      onSuccess: (next) => {
        setSaved(next);
        form.reset(draftOf(next));
        setNotice(consoleSettingsMessages.saved);
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{messages.paymentsHint}</Text>
        {deliveries.map(([delivery, legend]) => (
          <Controller
            key={delivery}
            control={form.control}
            name={`payment_choices.${delivery}`}
            render={({ field }) => (
              <Checkbox.Group
                label={legend}
                value={field.value}
                onChange={(value) => field.onChange(offerablePaymentChoices.filter((choice) => value.includes(choice)))}
                error={errors.payment_choices?.[delivery]?.message}
              >
                <div className={classes.fieldGrid}>
                  {offerablePaymentChoices.map((choice) => (
                    <Checkbox
                      key={choice}
                      value={choice}
                      label={consolePaymentChoiceLabels[choice]}
                      description={needsKeys(choice) && !saved.has_keys[choice] ? messages.choiceNeedsKeys : undefined}
                    />
                  ))}
                </div>
              </Checkbox.Group>
            )}
          />
        ))}
        <Text size="sm">{messages.giftCardsNote}</Text>

        <Title order={2} size="h4">
          {messages.cardHeading}
        </Title>
        <Textarea
          label={messages.cardPublicKey}
          description={messages.cardPublicKeyHint}
          rows={4}
          classNames={{ input: classes.monospace }}
          error={errors.card_public_key?.message}
          {...form.register('card_public_key')}
        />
        <Controller
          control={form.control}
          name="accepted_cards"
          render={({ field }) => (
            <Checkbox.Group
              label={messages.acceptedCards}
              value={field.value}
              onChange={field.onChange}
              error={errors.accepted_cards?.message}
            >
              <div className={classes.fieldGrid}>
                {Object.entries(cardBrandLabels).map(([brand, label]) => (
                  <Checkbox key={brand} value={brand} label={label} />
                ))}
              </div>
            </Checkbox.Group>
          )}
        />

        <Title order={2} size="h4">
          {messages.paypalHeading}
        </Title>
        <div className={`${classes.fieldGrid} ${classes.keyGrid}`}>
          <TextInput
            label={messages.baseUrl}
            error={errors.paypal?.base_url?.message}
            {...form.register('paypal.base_url')}
          />
          <TextInput
            label={messages.keys.client_id}
            error={errors.paypal?.client_id?.message}
            {...form.register('paypal.client_id')}
          />
          <SecretField
            form={form}
            name="paypal.client_secret"
            label={messages.keys.client_secret}
            state={saved.paypal.client_secret}
          />
        </div>

        <Title order={2} size="h4">
          {messages.hostedHeading('Clearent')}
        </Title>
        <div className={`${classes.fieldGrid} ${classes.keyGrid}`}>
          <TextInput
            label={messages.baseUrl}
            error={errors.hosted_cards?.clearent?.base_url?.message}
            {...form.register('hosted_cards.clearent.base_url')}
          />
          <TextInput
            label={messages.keys.public_key}
            error={errors.hosted_cards?.clearent?.public_key?.message}
            {...form.register('hosted_cards.clearent.public_key')}
          />
          <SecretField
            form={form}
            name="hosted_cards.clearent.api_key"
            label={messages.keys.api_key}
            state={saved.hosted_cards.clearent.api_key}
          />
        </div>

        <Title order={2} size="h4">
          {messages.hostedHeading('Chase')}
        </Title>
        <div className={`${classes.fieldGrid} ${classes.keyGrid}`}>
          <TextInput
            label={messages.baseUrl}
            error={errors.hosted_cards?.chase?.base_url?.message}
            {...form.register('hosted_cards.chase.base_url')}
          />
          <SecretField
            form={form}
            name="hosted_cards.chase.secure_id"
            label={messages.keys.secure_id}
            state={saved.hosted_cards.chase.secure_id}
          />
          <SecretField
            form={form}
            name="hosted_cards.chase.api_token"
            label={messages.keys.api_token}
            state={saved.hosted_cards.chase.api_token}
          />
        </div>

        <Title order={2} size="h4">
          {messages.hostedHeading('Global Payments')}
        </Title>
        <div className={`${classes.fieldGrid} ${classes.keyGrid}`}>
          <TextInput
            label={messages.baseUrl}
            error={errors.hosted_cards?.global?.base_url?.message}
            {...form.register('hosted_cards.global.base_url')}
          />
          <SecretField
            form={form}
            name="hosted_cards.global.app_id"
            label={messages.keys.app_id}
            state={saved.hosted_cards.global.app_id}
          />
          <SecretField
            form={form}
            name="hosted_cards.global.app_key"
            label={messages.keys.app_key}
            state={saved.hosted_cards.global.app_key}
          />
        </div>
        <FormFooter failure={errors.root?.message} notice={notice} isSaving={savePayments.isPending} />
      </Stack>
    </form>
  );
}
