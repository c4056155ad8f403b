import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { listMessages, listShareMessages, type TitleList } from '@bookfront/contract';
import { notifications } from '@mantine/notifications';
import { useListPublicUrl, useStopSharing } from '../share-api.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * docs/features/lists.md#sharing-a-list: the list's read-only link, asked for when the dialog opens,
 * and Copy link. When the browser refuses the clipboard the link is selected to copy by hand.
 */
export function ShareListDialog({ list, opened, onClose }: { list: TitleList; opened: boolean; onClose: () => void }) {
  const url = useListPublicUrl(list.list_id, opened);
  const stopSharing = useStopSharing(list.list_id);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  const handleClose = () => {
    setCopyState('idle');
    onClose();
  };
  const handleStop = () =>
    stopSharing.mutate(undefined, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        handleClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  const handleCopy = async () => {
    if (!url.data) return;
    try {
      await navigator.clipboard.writeText(url.data);
      setCopyState('copied');
    } catch {
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={listShareMessages.shareList(list.name)} centered>
      <Stack gap="sm">
        <Text size="sm">{listShareMessages.shareExplained}</Text>
        {url.isError ? (
          <Alert color="red" title={listMessages.error} role="alert">
            {url.error.message}
          </Alert>
        ) : url.data ? (
          <TextInput
            ref={inputRef}
            label={listShareMessages.shareLink}
            value={url.data}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <Skeleton height={58} radius="sm" aria-label="Loading" />
        )}
        <Group justify="space-between">
          <Text size="sm" role="status" fw={600}>
            {copyState === 'copied' ? listShareMessages.copied : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={handleStop} disabled={!url.data} loading={stopSharing.isPending}>
              {listShareMessages.stopSharing}
            </Button>
            <Button onClick={() => void handleCopy()} disabled={!url.data}>
              {listShareMessages.copyLink}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
