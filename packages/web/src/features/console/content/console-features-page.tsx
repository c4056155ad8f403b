import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages as messages, consoleMessages, type ConsoleFeature } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import consoleClasses from '../pages/console.module.css';
import { useConsoleFeatures, useDeleteFeature } from './api.ts';
import classes from './content.module.css';
import { FeatureForm } from './feature-form.tsx';

function FeatureRow({ feature, onEdit }: { feature: ConsoleFeature; onEdit: () => void }) {
  const remove = useDeleteFeature();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Table.Tr>
      <Table.Td>{feature.header}</Table.Td>
      <Table.Td>{[feature.category, feature.sub_category].filter(Boolean).join(' › ')}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.featurePlacements[feature.placement]}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.titleCount(feature.isbns.length)}</Table.Td>
      <Table.Td className={classes.actions}>
        {isConfirming ? (
          <Group gap={4} wrap="nowrap">
            <Text size="xs">{messages.deleteConfirm(feature.header)}</Text>
            <Button
              size="compact-xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(feature.list_id)}
            >
              {messages.delete}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
              {messages.keep}
            </Button>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="default"
              onClick={onEdit}
              aria-label={`${messages.edit} ${feature.header}`}
            >
              {messages.edit}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setConfirming(true)}
              aria-label={`${messages.delete} ${feature.header}`}
            >
              {messages.delete}
            </Button>
          </Group>
        )}
        {remove.isError ? (
          <Text size="xs" c="red" role="alert">
            {remove.error.message}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/features/store-console.md#featured-lists: the store's featured lists, to add, change and remove. */
export function ConsoleFeaturesPage() {
  useDocumentTitle(`${messages.featuresHeading} · ${consoleMessages.title}`);
  const features = useConsoleFeatures();
  const [editing, setEditing] = useState<{ feature: ConsoleFeature | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          {messages.featuresHeading}
        </Title>
        {editing ? null : (
          <Button size="compact-sm" onClick={() => setEditing({ feature: null })}>
            {messages.newFeature}
          </Button>
        )}
      </Group>
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {editing ? (
        <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
          <Title order={2} size="h4" mb="xs">
            {editing.feature ? messages.editFeature : messages.newFeature}
          </Title>
          <FeatureForm
            key={editing.feature?.list_id ?? 'new'}
            feature={editing.feature}
            onDone={(saved) => {
              setEditing(null);
              setNotice(saved ? messages.saved : null);
            }}
          />
        </div>
      ) : null}
      <div className={consoleClasses.panel}>
        {features.isError ? (
          <Alert color="red" role="alert" p="xs">
            {messages.loadFailed}
          </Alert>
        ) : !features.data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : features.data.features.length === 0 ? (
          <Text size="sm">{messages.noFeatures}</Text>
        ) : (
          <div className={consoleClasses.tableWrap} tabIndex={0} role="region" aria-label={messages.featuresHeading}>
            <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.featureHeader}</Table.Th>
                  <Table.Th>{messages.featureCategory}</Table.Th>
                  <Table.Th>{messages.featurePlacement}</Table.Th>
                  <Table.Th>{messages.featureTitlesColumn}</Table.Th>
                  <Table.Th>
                    <span className="bf-visually-hidden">{messages.actionsColumn}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {features.data.features.map((feature) => (
                  <FeatureRow
                    key={feature.list_id}
                    feature={feature}
                    onEdit={() => {
                      setNotice(null);
                      setEditing({ feature });
                    }}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </div>
    </>
  );
}
