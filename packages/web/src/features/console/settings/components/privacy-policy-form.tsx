import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  consolePrivacyPolicyInputSchema,
  consoleSettingsMessages as messages,
  storePageMessages,
  type ConsolePrivacyPolicy,
  type ConsolePrivacyPolicyInput,
} from '@bookfront/contract';
import { FormFooter } from '../../components/form-footer.tsx';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { formatOrderTime } from '../../pages/order-time.ts';
import { useRemovePrivacyPolicy, useSavePrivacyPolicy } from '../api.ts';

/** docs/features/store-console.md#privacy-policy: the policy in Markdown, published or taken down. */
export function PrivacyPolicyForm({ policy }: { policy: ConsolePrivacyPolicy['policy'] }) {
  const form = useForm<ConsolePrivacyPolicyInput>({
    resolver: zodResolver(consolePrivacyPolicyInputSchema),
    defaultValues: { title: policy?.title ?? storePageMessages.privacyPolicyTitle, markdown: policy?.markdown ?? '' },
  });
  const savePolicy = useSavePrivacyPolicy();
  const removePolicy = useRemovePrivacyPolicy();
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors;

  const handleSubmit = form.handleSubmit((values) =>
    savePolicy.mutate(values, {
      onSuccess: () => setNotice(messages.saved),
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );
  const handleTakeDown = () =>
    removePolicy.mutate(undefined, {
      onSuccess: () => setNotice(messages.takenDown),
      onError: (error) => setNotice(error.message),
    });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {policy ? messages.privacyPublished(formatOrderTime(policy.updated_at)) : messages.privacyNone}
        </Text>
        {policy && policy.markdown === null ? (
          <Alert color="yellow" p="xs">
            {messages.privacyFromFile}
          </Alert>
        ) : null}
        <TextInput label={messages.privacyTitle} required error={errors.title?.message} {...form.register('title')} />
        <Textarea
          label={messages.privacyText}
          description={messages.privacyHint}
          required
          rows={14}
          error={errors.markdown?.message}
          {...form.register('markdown')}
        />
        <FormFooter failure={errors.root?.message} notice={notice} isSaving={savePolicy.isPending}>
          {policy ? (
            <Button variant="default" onClick={handleTakeDown} loading={removePolicy.isPending}>
              {messages.takeDown}
            </Button>
          ) : null}
        </FormFooter>
      </Stack>
    </form>
  );
}
