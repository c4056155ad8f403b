import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { listMessages, reportMessages, type ListPdfLayout, type TitleList } from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { useListPdfOptions, useStartListPdf } from '../pdf-api.ts';

/**
 * docs/features/lists.md#pdf: Download PDF offers the layouts (read on first open); Make PDF starts
 * the report and opens its progress page.
 */
export function ListPdfDialog({ list, opened, onClose }: { list: TitleList; opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const options = useListPdfOptions(opened);
  const start = useStartListPdf();
  const [choice, setChoice] = useState<string>('');
  const layouts = options.data?.layouts ?? [];
  const layout = (choice || layouts[0]?.id || '') as ListPdfLayout | '';

  const handleMake = () => {
    if (!layout) return;
    start.mutate(
      { listId: list.list_id, layout },
      { onSuccess: (result) => void navigate(paths.pdf(result.progress_report_id)) },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`${reportMessages.downloadPdf}: ${list.name}`} centered radius="md">
      <Stack gap="md">
        {options.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {options.isError ? (
          <Text c="red" role="alert">
            {options.error.message || listMessages.error}
          </Text>
        ) : null}
        {options.isSuccess ? (
          <Radio.Group value={layout} onChange={setChoice} label={reportMessages.chooseLayout}>
            <Stack gap="xs" mt="xs">
              {layouts.map((option) => (
                <Radio key={option.id} value={option.id} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {start.isError ? (
          <Text c="red" role="alert">
            {start.error.message || listMessages.error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {reportMessages.cancel}
          </Button>
          <Button onClick={handleMake} disabled={!layout} loading={start.isPending}>
            {reportMessages.makePdf}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
