import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { consoleSettingsMessages as messages } from '@bookfront/contract';
import { useConsoleLocations } from '../api.ts';
import { LocationForm } from './location-form.tsx';
import { SpecialHoursPanel } from './special-hours-panel.tsx';

/** The select's value for a location not saved yet. */
const newLocation = '';

/** docs/features/store-console.md#locations: choose a location (or a new one) and edit it and its special hours. */
export function LocationsPanel() {
  const locations = useConsoleLocations();
  const [chosen, setChosen] = useState<string | null>(null);

  if (locations.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {messages.loadFailed}
      </Alert>
    );
  }
  if (!locations.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  const rows = locations.data.locations;
  const current = chosen ?? rows[0]?.location_id ?? newLocation;
  const location = rows.find((row) => row.location_id === current) ?? null;

  return (
    <Stack gap="sm">
      <NativeSelect
        label={messages.chooseLocation}
        value={current}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          ...rows.map((row) => ({ value: row.location_id, label: row.sc_name })),
          { value: newLocation, label: messages.newLocation },
        ]}
      />
      <LocationForm key={current} location={location} onSaved={setChosen} />
      <SpecialHoursPanel key={`special-${current}`} locationId={location?.location_id ?? null} />
    </Stack>
  );
}
