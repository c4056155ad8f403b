import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet, IconShare } from '@tabler/icons-react';
import { listShareMessages, type TitleList } from '@bookfront/contract';
import { listExcelUrl } from '../share-api.ts';
import { ImportListDialog } from './import-list-dialog.tsx';
import { ShareListDialog } from './share-list-dialog.tsx';

/** The list page's Import (docs/features/lists.md#importing-titles), also on a list with no titles yet. */
export function ListImportButton({ list }: { list: TitleList }) {
  const [isImporting, setIsImporting] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setIsImporting(true)}
      >
        {listShareMessages.import}
      </Button>
      <ImportListDialog list={list} opened={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}

/**
 * The list page's Share (docs/features/lists.md#sharing-a-list), Download spreadsheet
 * (docs/features/lists.md#spreadsheet) and Import.
 */
export function ListShareActions({ list }: { list: TitleList }) {
  const [isSharing, setIsSharing] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => setIsSharing(true)}>
        {listShareMessages.share}
      </Button>
      <Button
        component="a"
        href={listExcelUrl(list.list_id)}
        download
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      >
        {listShareMessages.downloadExcel}
      </Button>
      <ListImportButton list={list} />
      <ShareListDialog list={list} opened={isSharing} onClose={() => setIsSharing(false)} />
    </>
  );
}
