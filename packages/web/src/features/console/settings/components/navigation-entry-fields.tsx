import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import {
  consoleNavigationMessages as messages,
  navigationTypes,
  type ConsoleNavigationInput,
} from '@bookfront/contract';
import type { NavigationTargetChoice } from './navigation-targets.ts';
import classes from '../settings.module.css';

/** Where an entry sits in the form: `site_navigation.2` or `site_navigation.2.submenu.0`. */
export type EntryPath =
  | `${'site_navigation' | 'extra_navigation'}.${number}`
  | `${'site_navigation' | 'extra_navigation'}.${number}.submenu.${number}`;

type FieldErrors = { message?: string } | undefined;

/** The error message the form holds for `path`, read through its nested errors. */
function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return (node as FieldErrors)?.message;
}

/** One entry's label, id, type and where it leads, with a page picker that fills them in. */
export function NavigationEntryFields({ path, choices }: { path: EntryPath; choices: NavigationTargetChoice[] }) {
  const form = useFormContext<ConsoleNavigationInput>();
  const errors = form.formState.errors;
  const type = form.watch(`${path}.type`);

  const handleChoose = (value: string) => {
    const choice = choices.find((candidate) => candidate.value === value);
    if (!choice) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(`${path}.type`, choice.type, options);
    form.setValue(`${path}.path`, choice.path, options);
    if (choice.id) form.setValue(`${path}.id`, choice.id, options);
    if (!form.getValues(`${path}.label`)) form.setValue(`${path}.label`, choice.label, options);
  };

  return (
    <div className={classes.entryFields}>
      <TextInput label={messages.label} error={errorAt(errors, `${path}.label`)} {...form.register(`${path}.label`)} />
      <TextInput
        label={messages.id}
        description={messages.idHint}
        error={errorAt(errors, `${path}.id`)}
        {...form.register(`${path}.id`)}
      />
      <NativeSelect
        label={messages.target}
        description={messages.targetHint}
        value=""
        onChange={(event) => handleChoose(event.currentTarget.value)}
        data={[
          { value: '', label: messages.targetNone },
          {
            group: messages.builtInPages,
            items: choices.filter((choice) => choice.group === 'pages').map(({ value, label }) => ({ value, label })),
          },
          ...(choices.some((choice) => choice.group === 'lists')
            ? [
                {
                  group: messages.featuredLists,
                  items: choices
                    .filter((choice) => choice.group === 'lists')
                    .map(({ value, label }) => ({ value, label })),
                },
              ]
            : []),
        ]}
      />
      <NativeSelect
        label={messages.type}
        error={errorAt(errors, `${path}.type`)}
        data={navigationTypes.map((value) => ({ value, label: messages.types[value] }))}
        {...form.register(`${path}.type`)}
      />
      <TextInput label={messages.path} error={errorAt(errors, `${path}.path`)} {...form.register(`${path}.path`)} />
      {type === 'browse' ? (
        <TextInput
          label={messages.search}
          error={errorAt(errors, `${path}.search`)}
          {...form.register(`${path}.search`)}
        />
      ) : null}
      <Checkbox label={messages.hidden} description={messages.hiddenHint} {...form.register(`${path}.hidden`)} />
    </div>
  );
}
