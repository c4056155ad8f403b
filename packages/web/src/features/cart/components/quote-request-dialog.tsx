import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { requestQuoteInputSchema, type RequestQuoteInput, cartPageMessages } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useRequestQuote } from '../api.ts';

/**
 * docs/features/cart.md#quotes "the quote modal": a required message; the quote is placed like an order, and the
 * shopper lands on it (/account/order/{order_number} with the success marker). Failures show in the modal.
 */
export function QuoteRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<RequestQuoteInput>({
    resolver: zodResolver(requestQuoteInputSchema),
    defaultValues: { message: '' },
  });
  const requestQuote = useRequestQuote();
  const close = () => {
    form.reset({ message: '' });
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) =>
    requestQuote.mutate(values, {
      onSuccess: ({ order_number: orderNumber }) =>
        void navigate(`/account/order/${encodeURIComponent(orderNumber)}?success=1`),
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  const { errors } = form.formState;
  const failure = errors.message ? undefined : errors.root?.message;
  return (
    <Modal opened={opened} onClose={close} title={cartPageMessages.requestQuote} centered radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" title={cartPageMessages.quoteFailed} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text size="sm">{cartPageMessages.quoteHelp}</Text>
          <Textarea
            label="Message"
            rows={5}
            maxLength={1000}
            data-autofocus
            error={errors.message?.message}
            {...form.register('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={requestQuote.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
