import { Anchor, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleContentMessages as messages, homePageId, type ConsoleBlock } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import { useBlockPages, useDeleteBlock, useMoveBlock, usePageBlocks } from './api.ts';
import { BlockForm } from './block-form.tsx';
import { ContentListPage, EditorPanel } from './content-list-page.tsx';
import { HiddenCountBadge } from './hidden-count-badge.tsx';
import { NewPageForm } from './new-page-form.tsx';
import { RowActions } from './row-actions.tsx';

function BlockRow({ block, onEdit }: { block: ConsoleBlock; onEdit: () => void }) {
  const move = useMoveBlock();
  const remove = useDeleteBlock();
  const name = block.header || messages.blockTypes[block.type] || block.type;
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>
        <Group gap="xs" wrap="nowrap">
          {messages.blockTypes[block.type]}
          <HiddenCountBadge hiddenIsbns={block.hidden_isbns} />
        </Group>
      </Table.Td>
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
  const [isCreatingPage, setCreatingPage] = useState(false);
  const [createdNotice, setCreatedNotice] = useState<string | null>(null);
  const openPage = (nextPageId: string) => {
    setCreatedNotice(null);
    setParams(nextPageId === homePageId ? {} : { page: nextPageId });
  };

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
        onChange={(event) => openPage(event.currentTarget.value)}
      />
      {isCreatingPage ? null : (
        <Button size="compact-sm" variant="default" onClick={() => setCreatingPage(true)}>
          {messages.newPage}
        </Button>
      )}
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
      aside={
        <>
          {isCreatingPage ? (
            <EditorPanel title={messages.newPageHeading}>
              <NewPageForm
                onCreated={(created) => {
                  setCreatingPage(false);
                  openPage(created.page_id);
                  setCreatedNotice(messages.pageCreated(created.title));
                }}
                onCancel={() => setCreatingPage(false)}
              />
            </EditorPanel>
          ) : null}
          {createdNotice ? (
            <Text size="sm" role="status" mb="xs">
              {createdNotice}
            </Text>
          ) : null}
        </>
      }
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
