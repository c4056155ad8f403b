import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconShare } from '@tabler/icons-react';
import { listShareMessages, type TitleList } from '@bookfront/contract';
import { listExcelUrl } from '../share-api.ts';
import { ShareListDialog } from './share-list-dialog.tsx';

/** The list page's Share (docs/features/lists.md#sharing-a-list) and Download spreadsheet (docs/features/lists.md#spreadsheet). */
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
      <ShareListDialog list={list} opened={isSharing} onClose={() => setIsSharing(false)} />
    </>
  );
}
