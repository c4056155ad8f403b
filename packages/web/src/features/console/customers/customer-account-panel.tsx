import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { consoleCustomersMessages as words, type ConsoleCustomer } from '@bookfront/contract';
import { formatOrderTime } from '../pages/order-time.ts';
import { useCustomerChange } from './api.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { Section } from './section.tsx';

/** Lock or unlock the account, and send an unconfirmed address its confirmation link (owners and managers). */
export function CustomerAccountPanel({ customer }: { customer: ConsoleCustomer }) {
  const change = useCustomerChange(customer.customer_id);
  const [done, setDone] = useState<string | null>(null);
  const run = (name: 'lock' | 'unlock' | 'resendVerification', message: string) => {
    setDone(null);
    change.mutate({ name }, { onSuccess: () => setDone(message) });
  };

  return (
    <Section title={words.account}>
      {customer.locked_at === null ? null : (
        <Text size="sm" mb={4}>
          {words.lockedSince(formatOrderTime(customer.locked_at))}
        </Text>
      )}
      <Group gap="xs">
        {customer.is_locked ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={change.isPending}
            onClick={() => run('unlock', words.unlockedDone)}
          >
            {words.unlock}
          </Button>
        ) : (
          <ConfirmButton
            label={words.lock}
            question={words.lockConfirm}
            isPending={change.isPending}
            onConfirm={() => run('lock', words.lockedDone)}
          />
        )}
        {customer.is_verified ? null : (
          <Button
            size="compact-sm"
            variant="default"
            loading={change.isPending}
            onClick={() => run('resendVerification', words.verificationSent(customer.email))}
          >
            {words.resendVerification}
          </Button>
        )}
      </Group>
      {done ? (
        <Text size="sm" role="status" mt={4}>
          {done}
        </Text>
      ) : null}
      {change.isError ? (
        <Alert color="red" role="alert" p="xs" mt={4}>
          {change.error.message || words.actionFailed}
        </Alert>
      ) : null}
    </Section>
  );
}
