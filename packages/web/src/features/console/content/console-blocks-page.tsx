import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages as messages, consoleMessages, type ConsoleBlock } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import consoleClasses from '../pages/console.module.css';
import { useDeleteBlock, useHomeBlocks, useMoveBlock } from './api.ts';
import { BlockForm } from './block-form.tsx';
import classes from './content.module.css';

function BlockRow({ block, onEdit }: { block: ConsoleBlock; onEdit: () => void }) {
  const move = useMoveBlock();
  const remove = useDeleteBlock();
  const name = block.header || messages.blockTypes[block.type] || block.type;
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.blockTypes[block.type]}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>{messages.blockPlacements[block.placement]}</Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap={4} wrap="nowrap">
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
          <Button size="compact-xs" variant="default" onClick={onEdit} aria-label={`${messages.edit} ${name}`}>
            {messages.edit}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(messages.deleteConfirm(name))) remove.mutate(block.block_id);
            }}
            aria-label={`${messages.delete} ${name}`}
          >
            {messages.delete}
          </Button>
        </Group>
        {move.isError || remove.isError ? (
          <Text size="xs" c="red" role="alert">
            {(move.error ?? remove.error)?.message}
          </Text>
        ) : null}
      </Table.Td>
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
        <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
          <Title order={2} size="h4" mb="xs">
            {editing.block ? messages.editBlock : messages.newBlock}
          </Title>
          <BlockForm key={editing.block?.block_id ?? 'new'} block={editing.block} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      <div className={consoleClasses.panel}>
        {blocks.isError ? (
          <Alert color="red" role="alert" p="xs">
            {messages.loadFailed}
          </Alert>
        ) : !blocks.data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : blocks.data.blocks.length === 0 ? (
          <Text size="sm">{messages.noBlocks}</Text>
        ) : (
          <div className={consoleClasses.tableWrap} tabIndex={0} role="region" aria-label={messages.homeHeading}>
            <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.blockHeader}</Table.Th>
                  <Table.Th>{messages.blockType}</Table.Th>
                  <Table.Th>{messages.blockPlacement}</Table.Th>
                  <Table.Th>
                    <span className="bf-visually-hidden">{messages.actionsColumn}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {blocks.data.blocks.map((block) => (
                  <BlockRow key={block.block_id} block={block} onEdit={() => setEditing({ block })} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </div>
    </>
  );
}
