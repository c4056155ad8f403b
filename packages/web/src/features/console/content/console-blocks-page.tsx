import { Button, Table } from '@mantine/core';
import { consoleContentMessages as messages, type ConsoleBlock } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import { useDeleteBlock, useHomeBlocks, useMoveBlock } from './api.ts';
import { BlockForm } from './block-form.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { RowActions } from './row-actions.tsx';

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
  const blocks = useHomeBlocks();

  return (
    <ContentListPage
      heading={messages.homeHeading}
      intro={messages.homeIntro}
      newLabel={messages.newBlock}
      editLabel={messages.editBlock}
      items={blocks.data?.blocks}
      isError={blocks.isError}
      empty={messages.noBlocks}
      headers={[messages.blockHeader, messages.blockType, messages.blockPlacement]}
      keyOf={(block) => block.block_id}
      row={(block, onEdit) => <BlockRow block={block} onEdit={onEdit} />}
      form={(block, onDone) => <BlockForm block={block} onDone={onDone} />}
    />
  );
}
