import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  consoleNavigationInputSchema,
  consoleNavigationMessages as messages,
  consoleSettingsMessages,
  type ConsoleNavigation,
  type ConsoleNavigationFields,
  type ConsoleNavigationInput,
} from '@bookfront/contract';
import { applyServerErrors } from '../../../../lib/forms.ts';
import { useSaveNavigation } from '../api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { NavigationMenuEditor } from './navigation-menu-editor.tsx';
import { NavigationPreview } from './navigation-preview.tsx';
import { navigationTargetChoices } from './navigation-targets.ts';
import classes from '../settings.module.css';

const valuesOf = (navigation: ConsoleNavigation): ConsoleNavigationInput => ({
  site_navigation: navigation.site_navigation,
  extra_navigation: navigation.extra_navigation,
});

/** docs/features/store-console.md#navigation: both menus, a preview of the bar, and Save. */
export function NavigationForm({ navigation }: { navigation: ConsoleNavigation }) {
  const form = useForm<ConsoleNavigationInput, unknown, ConsoleNavigationFields>({
    resolver: zodResolver(consoleNavigationInputSchema),
    defaultValues: valuesOf(navigation),
  });
  const saveNavigation = useSaveNavigation();
  const [notice, setNotice] = useState<string | null>(null);
  const choices = navigationTargetChoices(navigation.targets);
  const siteNavigation = form.watch('site_navigation');

  const handleSubmit = form.handleSubmit((values) =>
    saveNavigation.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setNotice(consoleSettingsMessages.saved);
      },
      onError: (error) => {
        setNotice(null);
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate>
        <div className={classes.columns}>
          <Stack gap="lg">
            <Text size="sm">{messages.hint}</Text>
            <NavigationMenuEditor menu="site_navigation" heading={messages.siteMenu} choices={choices} />
            <NavigationMenuEditor menu="extra_navigation" heading={messages.extraMenu} choices={choices} />
            <FormFooter
              failure={form.formState.errors.root?.message}
              notice={notice}
              isSaving={saveNavigation.isPending}
            />
          </Stack>
          <div className={classes.previewColumn}>
            <NavigationPreview items={siteNavigation} />
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
