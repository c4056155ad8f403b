import { Alert, Text, Title } from '@mantine/core';
import { consoleSettingsMessages, consoleSpecialHoursMessages as messages } from '@bookfront/contract';
import { useConsoleSpecialHours } from '../api.ts';
import { SpecialHoursForm } from './special-hours-form.tsx';

/** docs/features/store-console.md#special-hours: the chosen location's special hours, under its details. */
export function SpecialHoursPanel({ locationId }: { locationId: string | null }) {
  return (
    <section aria-labelledby="special-hours-heading">
      <Title order={2} size="h4" id="special-hours-heading" mt="lg" mb={4}>
        {messages.heading}
      </Title>
      <Text size="sm" mb="sm">
        {messages.hint}
      </Text>
      {locationId === null ? (
        <Text size="sm">{messages.saveFirst}</Text>
      ) : (
        <SavedSpecialHours locationId={locationId} />
      )}
    </section>
  );
}

function SavedSpecialHours({ locationId }: { locationId: string }) {
  const specialHours = useConsoleSpecialHours(locationId);
  if (specialHours.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {consoleSettingsMessages.loadFailed}
      </Alert>
    );
  }
  if (!specialHours.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  return <SpecialHoursForm key={locationId} saved={specialHours.data} />;
}
