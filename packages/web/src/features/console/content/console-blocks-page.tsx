import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages as messages, consoleMessages, type ConsoleBlock } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import consoleClasses from '../pages/console.module.css';
import { useDeleteBlock, useHomeBlocks, useMoveBlock } from './api.ts';
import { BlockForm } from './block-form.tsx';
import { ContentTable, EditorPanel, RowActions } from './content-table.tsx';

function BlockRow({ block, onEdit }: { block: ConsoleBlock; onEdit: () => void }) {
  const move = useMoveBlock();
  const remove = useDeleteBlock();
  const name = block.header || messages.blockTypes[block.type] || block.type;
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.blockTypes[block.type]}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.blockPlacements[block.placement]}</Table.Td>
      <RowActions
        name={name}
        onEdit={onEdit}
        onDelete={() => remove.mutate(block.block_id)}
        isDeleting={remove.isPending}
        error={move.error ?? remove.error}
        before={
          <>
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`${messages.moveUp}: ${name}`}
              onClick={() => move.mutate({ block_id: block.block_id, direction: 'up' })}
            >
              ↑
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`${messages.moveDown}: ${name}`}
              onClick={() => move.mutate({ block_id: block.block_id, direction: 'down' })}
            >
              ↓
            </Button>
          </>
        }
      />
    </Table.Tr>
  );
}

/** docs/features/store-console.md#home-page: the home page's blocks, their order and placement. */
export function ConsoleBlocksPage() {
  useDocumentTitle(`${messages.homeHeading} · ${consoleMessages.title}`);
  const blocks = useHomeBlocks();
  const [editing, setEditing] = useState<{ block: ConsoleBlock | null } | null>(null);

  return (
    <>
      <Group justify="space-between" mb={4}>
        <Title order={1} size="h3">
          {messages.homeHeading}
        </Title>
        {editing ? null : (
          <Button size="compact-sm" onClick={() => setEditing({ block: null })}>
            {messages.newBlock}
          </Button>
        )}
      </Group>
      <Text size="sm" mb="sm">
        {messages.homeIntro}
      </Text>
      {editing ? (
        <EditorPanel title={editing.block ? messages.editBlock : messages.newBlock}>
          <BlockForm key={editing.block?.block_id ?? 'new'} block={editing.block} onDone={() => setEditing(null)} />
        </EditorPanel>
      ) : null}
      <ContentTable
        label={messages.homeHeading}
        headers={[messages.blockHeader, messages.blockType, messages.blockPlacement]}
        rows={blocks.data?.blocks.map((block) => (
          <BlockRow key={block.block_id} block={block} onEdit={() => setEditing({ block })} />
        ))}
        isError={blocks.isError}
        empty={messages.noBlocks}
      />
    </>
  );
}
