import { Alert, Text } from '@mantine/core';
import { consoleSettingsMessages as messages } from '@bookfront/contract';
import { useConsolePrivacyPolicy } from '../api.ts';
import { PrivacyPolicyForm } from './privacy-policy-form.tsx';

/** docs/features/store-console.md#privacy-policy: loads the policy, then its form. */
export function PrivacyPolicyPanel() {
  const policy = useConsolePrivacyPolicy();
  if (policy.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {messages.loadFailed}
      </Alert>
    );
  }
  if (!policy.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  return <PrivacyPolicyForm policy={policy.data.policy} />;
}
