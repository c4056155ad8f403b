import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages as messages, consoleMessages, type GiftRegistry } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import consoleClasses from '../pages/console.module.css';
import { useCoManagedRegistries } from './api.ts';
import classes from './content.module.css';
import { RegistryForm } from './registry-form.tsx';
import { RegistryItems } from './registry-items.tsx';

function RegistryPanel({ registry }: { registry: GiftRegistry }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <section className={`${consoleClasses.panel} ${classes.formPanel}`} aria-label={registry.title}>
      {isEditing ? (
        <RegistryForm registry={registry} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {registry.title}
            </Title>
            <Text size="sm">
              {registry.occasion} · {messages.registryOwner}: {registry.owner.name} ·{' '}
              {messages.registryItems(registry.item_count)}
              {registry.purchase_deadline_ts ? ` · ${registry.purchase_deadline_ts}` : ''}
            </Text>
            <Text size="sm">{registry.description}</Text>
          </Stack>
          <Button size="compact-sm" variant="default" onClick={() => setEditing(true)}>
            {messages.edit}
          </Button>
        </Group>
      )}
      <RegistryItems registry={registry} />
    </section>
  );
}

/** docs/features/store-console.md#registries: the registries the store co-manages. */
export function ConsoleRegistriesPage() {
  useDocumentTitle(`${messages.registriesHeading} · ${consoleMessages.title}`);
  const registries = useCoManagedRegistries();

  return (
    <>
      <Title order={1} size="h3" mb={4}>
        {messages.registriesHeading}
      </Title>
      <Text size="sm" mb="sm">
        {messages.registriesIntro}
      </Text>
      {registries.isError ? (
        <Alert color="red" role="alert" p="xs">
          {messages.loadFailed}
        </Alert>
      ) : !registries.data ? (
        <Text size="sm" role="status">
          …
        </Text>
      ) : registries.data.registries.length === 0 ? (
        <Text size="sm">{messages.noRegistries}</Text>
      ) : (
        registries.data.registries.map((registry) => (
          <RegistryPanel key={registry.gift_registry_id} registry={registry} />
        ))
      )}
    </>
  );
}
