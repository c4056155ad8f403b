import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages as messages, consoleMessages, type ConsoleFeature } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import consoleClasses from '../pages/console.module.css';
import { useConsoleFeatures, useDeleteFeature } from './api.ts';
import { ContentTable, EditorPanel, RowActions } from './content-table.tsx';
import { FeatureForm } from './feature-form.tsx';

function FeatureRow({ feature, onEdit }: { feature: ConsoleFeature; onEdit: () => void }) {
  const remove = useDeleteFeature();
  return (
    <Table.Tr>
      <Table.Td>{feature.header}</Table.Td>
      <Table.Td>{[feature.category, feature.sub_category].filter(Boolean).join(' › ')}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.featurePlacements[feature.placement]}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.titleCount(feature.isbns.length)}</Table.Td>
      <RowActions
        name={feature.header}
        onEdit={onEdit}
        onDelete={() => remove.mutate(feature.list_id)}
        isDeleting={remove.isPending}
        error={remove.error}
      />
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
        <EditorPanel title={editing.feature ? messages.editFeature : messages.newFeature}>
          <FeatureForm
            key={editing.feature?.list_id ?? 'new'}
            feature={editing.feature}
            onDone={(saved) => {
              setEditing(null);
              setNotice(saved ? messages.saved : null);
            }}
          />
        </EditorPanel>
      ) : null}
      <ContentTable
        label={messages.featuresHeading}
        headers={[
          messages.featureHeader,
          messages.featureCategory,
          messages.featurePlacement,
          messages.featureTitlesColumn,
        ]}
        rows={features.data?.features.map((feature) => (
          <FeatureRow
            key={feature.list_id}
            feature={feature}
            onEdit={() => {
              setNotice(null);
              setEditing({ feature });
            }}
          />
        ))}
        isError={features.isError}
        empty={messages.noFeatures}
      />
    </>
  );
}
