import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet, IconFileTypePdf, IconShare } from '@tabler/icons-react';
import { listShareMessages, reportMessages, type TitleList } from '@bookfront/contract';
import { listExcelUrl } from '../share-api.ts';
import { ImportListDialog } from './import-list-dialog.tsx';
import { ListPdfDialog } from './list-pdf-dialog.tsx';
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

/** The list page's Download PDF (docs/features/lists.md#pdf), also on a store list for a logged-in customer. */
export function ListPdfButton({ list }: { list: TitleList }) {
  const [isMakingPdf, setIsMakingPdf] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => setIsMakingPdf(true)}
      >
        {reportMessages.downloadPdf}
      </Button>
      <ListPdfDialog list={list} opened={isMakingPdf} onClose={() => setIsMakingPdf(false)} />
    </>
  );
}

/**
 * The list page's Share (docs/features/lists.md#sharing-a-list), Download spreadsheet
 * (docs/features/lists.md#spreadsheet), Download PDF (docs/features/lists.md#pdf) and Import.
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
      <ListPdfButton list={list} />
      <ListImportButton list={list} />
      <ShareListDialog list={list} opened={isSharing} onClose={() => setIsSharing(false)} />
    </>
  );
}
