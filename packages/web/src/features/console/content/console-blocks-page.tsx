import { Anchor, Button, NativeSelect, Table } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { consoleContentMessages as messages, homePageId, type ConsoleBlock } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import { useBlockPages, useDeleteBlock, useMoveBlock, usePageBlocks } from './api.ts';
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

/**
 * docs/features/store-console.md#home-page: the blocks of a page (the home page, the landing page or
 * one of the store's own pages, chosen in the picker and kept in the address as `?page=`), their
 * order and placement.
 */
export function ConsoleBlocksPage() {
  const [params, setParams] = useSearchParams();
  const pageId = params.get('page') || homePageId;
  const pages = useBlockPages();
  const blocks = usePageBlocks(pageId);
  const page = pages.data?.pages.find((candidate) => candidate.page_id === pageId);
  const isHome = pageId === homePageId;

  const picker = (
    <>
      <NativeSelect
        size="xs"
        label={messages.pageLabel}
        value={pageId}
        data={(pages.data?.pages ?? [{ page_id: pageId, title: pageId, path: '' }]).map((candidate) => ({
          value: candidate.page_id,
          label: candidate.path ? `${candidate.title} (${candidate.path})` : candidate.title,
        }))}
        onChange={(event) =>
          setParams(event.currentTarget.value === homePageId ? {} : { page: event.currentTarget.value })
        }
      />
      <Anchor component={Link} to="/console/settings/navigation" size="sm">
        {messages.navigationLink}
      </Anchor>
    </>
  );

  return (
    <ContentListPage
      key={pageId}
      heading={isHome ? messages.homeHeading : (page?.title ?? pageId)}
      intro={`${isHome ? messages.homeIntro : messages.pageIntro(page?.path ?? '')} ${messages.newPageHint}`}
      links={picker}
      newLabel={messages.newBlock}
      editLabel={messages.editBlock}
      items={blocks.data?.blocks}
      isError={blocks.isError}
      empty={isHome ? messages.noBlocks : messages.noPageBlocks}
      headers={[messages.blockHeader, messages.blockType, messages.blockPlacement]}
      keyOf={(block) => block.block_id}
      row={(block, onEdit) => <BlockRow block={block} onEdit={onEdit} />}
      form={(block, onDone) => <BlockForm block={block} pageId={pageId} onDone={onDone} />}
    />
  );
}
