import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  consoleSettingsMessages as messages,
  consoleSwitchGroups,
  consoleSwitchLabels,
  type ConsoleSwitchName,
  type ConsoleSwitches,
} from '@bookfront/contract';
import { FormFooter } from '../../components/form-footer.tsx';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveSwitches } from '../api.ts';
import classes from '../settings.module.css';

/** The group's switches by name, in the order the group lists them. */
const switchesOf = (group: (typeof consoleSwitchGroups)[number]) =>
  Object.entries(group.switches) as [ConsoleSwitchName, string][];

/** docs/features/store-console.md#feature-switches: each switch in its group, with what it does. */
export function SwitchesForm({ switches }: { switches: ConsoleSwitches }) {
  const form = useForm<ConsoleSwitches>({ defaultValues: switches });
  const saveSwitches = useSaveSwitches();
  const [notice, setNotice] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit((next) =>
    saveSwitches.mutate(next, {
      onSuccess: (settings) => {
        form.reset(settings.switches);
        setNotice(messages.saved);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      {consoleSwitchGroups.map((group) => (
        <fieldset key={group.heading} className={classes.switchGroup}>
          <legend>{group.heading}</legend>
          <Stack gap="sm">
            {switchesOf(group).map(([name, description]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={consoleSwitchLabels[name]}
                    description={description}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
            ))}
          </Stack>
        </fieldset>
      ))}
      <FormFooter failure={form.formState.errors.root?.message} notice={notice} isSaving={saveSwitches.isPending} />
    </form>
  );
}
