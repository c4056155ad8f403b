import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  consoleSpecialHoursInputSchema,
  consoleSpecialHoursMessages as messages,
  consoleSettingsMessages,
  specialHoursLimits,
  type ConsoleSpecialHours,
  type ConsoleSpecialHoursFields,
  type ConsoleSpecialHoursInput,
} from '@bookfront/contract';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveSpecialHours } from '../api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import classes from '../settings.module.css';

const valuesOf = (saved: ConsoleSpecialHours): ConsoleSpecialHoursInput => ({
  location_id: saved.location_id,
  special_hours: saved.special_hours,
});

/** docs/features/store-console.md#special-hours: a location's closed days and other hours, a row each. */
export function SpecialHoursForm({ saved }: { saved: ConsoleSpecialHours }) {
  const form = useForm<ConsoleSpecialHoursInput, unknown, ConsoleSpecialHoursFields>({
    resolver: zodResolver(consoleSpecialHoursInputSchema),
    defaultValues: valuesOf(saved),
  });
  const rows = useFieldArray({ control: form.control, name: 'special_hours' });
  const saveSpecialHours = useSaveSpecialHours(saved.location_id);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors.special_hours;

  const handleSubmit = form.handleSubmit((values) =>
    saveSpecialHours.mutate(values, {
      onSuccess: (next) => {
        form.reset(valuesOf(next));
        setNotice(consoleSettingsMessages.saved);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="special-hours-heading">
      <Stack gap="sm">
        <Text size="sm">{messages.from(saved.from)}</Text>
        {rows.fields.length === 0 ? <Text size="sm">{messages.none}</Text> : null}
        {rows.fields.map((row, index) => {
          const isClosed = form.watch(`special_hours.${index}.closed`) === true;
          const rowErrors = errors?.[index];
          return (
            <fieldset
              key={row.id}
              className={classes.specialDay}
              aria-label={messages.dayGroup(form.watch(`special_hours.${index}.date`))}
            >
              <TextInput
                type="date"
                label={messages.date}
                error={rowErrors?.date?.message}
                {...form.register(`special_hours.${index}.date`)}
              />
              <Checkbox
                label={messages.closed}
                className={classes.specialDayClosed}
                error={rowErrors?.closed?.message}
                {...form.register(`special_hours.${index}.closed`)}
              />
              <TextInput
                type="time"
                label={messages.opens}
                disabled={isClosed}
                error={rowErrors?.opens?.message}
                {...form.register(`special_hours.${index}.opens`)}
              />
              <TextInput
                type="time"
                label={messages.closes}
                disabled={isClosed}
                error={rowErrors?.closes?.message}
                {...form.register(`special_hours.${index}.closes`)}
              />
              <TextInput
                label={messages.note}
                className={classes.specialDayNote}
                error={rowErrors?.note?.message}
                {...form.register(`special_hours.${index}.note`)}
              />
              <CloseButton
                className={classes.specialDayRemove}
                aria-label={messages.removeDay(form.watch(`special_hours.${index}.date`))}
                onClick={() => rows.remove(index)}
              />
            </fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            disabled={rows.fields.length >= specialHoursLimits.daysMax}
            onClick={() => rows.append({ date: '', closed: false, opens: '', closes: '', note: '' })}
          >
            {messages.addDay}
          </Button>
        </Group>
        <FormFooter
          failure={errors?.root?.message ?? errors?.message ?? form.formState.errors.root?.message}
          notice={notice}
          isSaving={saveSpecialHours.isPending}
        />
      </Stack>
    </form>
  );
}
