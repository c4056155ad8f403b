import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  consoleLocationInputSchema,
  consoleSettingsMessages as messages,
  type ConsoleLocationFields,
  type ConsoleLocationInput,
  type StoreLocation,
} from '@bookfront/contract';
import { FormFooter } from '../../components/form-footer.tsx';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveLocation } from '../api.ts';
import classes from '../settings.module.css';

const lineFields = [
  'sc_name',
  'altname',
  'sc_email',
  'sc_phone',
  'sc_phone_2',
  'address',
  'city',
  'prov',
  'postal',
  'country',
] as const;

/** The form's values for a location, or empty ones for a new location. */
export function locationValues(location: StoreLocation | null): ConsoleLocationFields {
  return {
    location_id: location?.location_id ?? '',
    sc_name: location?.sc_name ?? '',
    altname: location?.altname ?? '',
    sc_email: location?.sc_email ?? '',
    sc_phone: location?.sc_phone ?? '',
    sc_phone_2: location?.sc_phone_2 ?? '',
    address: location?.address ?? '',
    city: location?.city ?? '',
    prov: location?.prov ?? '',
    postal: location?.postal ?? '',
    country: location?.country ?? '',
    ws_hours: location?.ws_hours ?? '',
    ws_contact_blurb: location?.ws_contact_blurb ?? '',
  };
}

/** docs/features/store-console.md#locations: one location's contact details and hours. */
export function LocationForm({
  location,
  onSaved,
}: {
  location: StoreLocation | null;
  onSaved: (locationId: string) => void;
}) {
  const form = useForm<ConsoleLocationInput, unknown, ConsoleLocationFields>({
    resolver: zodResolver(consoleLocationInputSchema),
    defaultValues: locationValues(location),
  });
  const saveLocation = useSaveLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors;

  const handleSubmit = form.handleSubmit((values) =>
    saveLocation.mutate(values, {
      onSuccess: () => {
        setNotice(messages.saved);
        onSaved(values.location_id);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={messages.location.location_id}
          description={messages.locationIdHint}
          readOnly={location !== null}
          error={errors.location_id?.message}
          {...form.register('location_id')}
        />
        <div className={classes.colours}>
          {lineFields.map((name) => (
            <TextInput
              key={name}
              label={messages.location[name]}
              required={name === 'sc_name'}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
        <Textarea
          label={messages.location.ws_hours}
          description={messages.hoursHint}
          rows={4}
          error={errors.ws_hours?.message}
          {...form.register('ws_hours')}
        />
        <Textarea
          label={messages.location.ws_contact_blurb}
          rows={3}
          error={errors.ws_contact_blurb?.message}
          {...form.register('ws_contact_blurb')}
        />
        <FormFooter failure={errors.root?.message} notice={notice} isSaving={saveLocation.isPending} />
      </Stack>
    </form>
  );
}
