import { Group, Table } from '@mantine/core';
import { consoleContentMessages as messages, type ConsoleFeature } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import { useConsoleFeatures, useDeleteFeature } from './api.ts';
import { HiddenCountBadge } from './hidden-count-badge.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { RowActions } from './row-actions.tsx';
import { FeatureForm } from './feature-form.tsx';

function FeatureRow({ feature, onEdit }: { feature: ConsoleFeature; onEdit: () => void }) {
  const remove = useDeleteFeature();
  return (
    <Table.Tr>
      <Table.Td>{feature.header}</Table.Td>
      <Table.Td>{[feature.category, feature.sub_category].filter(Boolean).join(' › ')}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.featurePlacements[feature.placement]}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>
        <Group gap="xs" wrap="nowrap">
          {messages.titleCount(feature.isbns.length)}
          <HiddenCountBadge hiddenIsbns={feature.hidden_isbns} />
        </Group>
      </Table.Td>
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
  const features = useConsoleFeatures();

  return (
    <ContentListPage
      heading={messages.featuresHeading}
      newLabel={messages.newFeature}
      editLabel={messages.editFeature}
      items={features.data?.features}
      isError={features.isError}
      empty={messages.noFeatures}
      headers={[
        messages.featureHeader,
        messages.featureCategory,
        messages.featurePlacement,
        messages.featureTitlesColumn,
      ]}
      keyOf={(feature) => feature.list_id}
      row={(feature, onEdit) => <FeatureRow feature={feature} onEdit={onEdit} />}
      form={(feature, onDone) => <FeatureForm feature={feature} onDone={onDone} />}
    />
  );
}
