import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { commonMessages, limits, listShareMessages, type ListImportRow, type TitleList } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useImportIntoList } from '../share-api.ts';
import { ImportRowsTable } from '../../../components/ui/import-rows-table.tsx';

/** docs/features/lists.md#importing-titles: the file kinds an import reads. */
const acceptedFiles = '.csv,.xlsx,.xls,.txt,.html,.htm,.pdf';

type Source = { file: File | null; isbns: string };

/** Upload, then the preview, then the confirmation; an error returns to upload. */
type Stage =
  | { step: 'upload'; failure: string | null }
  | { step: 'preview'; source: Source; rows: ListImportRow[] }
  | { step: 'confirm'; source: Source; rows: ListImportRow[] };

const uploadStage: Stage = { step: 'upload', failure: null };

/** The server's reason when it gave one that helps (a missing column, a wrong kind of file). */
const failureOf = (error: unknown) =>
  error instanceof ActionError && error.failure.error !== commonMessages.unexpected ? error.failure.error : null;

function UploadStep(props: {
  failure: string | null;
  isPending: boolean;
  onPreview: (source: Source) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [isbns, setIsbns] = useState('');
  const fileError = file && file.size > limits.uploadMaxBytes ? commonMessages.fileTooLarge : null;
  const canPreview = (file !== null || isbns.trim() !== '') && fileError === null;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (canPreview) props.onPreview({ file, isbns });
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {props.failure !== null ? (
          <Alert color="red" title={listShareMessages.importFailed} role="alert">
            <Text size="sm">{props.failure || listShareMessages.importError}</Text>
          </Alert>
        ) : null}
        <Text size="sm">{listShareMessages.importExplained}</Text>
        <FileInput
          label={listShareMessages.importFile}
          placeholder="Choose a file"
          accept={acceptedFiles}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          error={fileError}
        />
        <Textarea
          label={listShareMessages.pasteIsbns}
          placeholder="9780439023481, 9780439023511"
          rows={3}
          value={isbns}
          onChange={(event) => setIsbns(event.currentTarget.value)}
          disabled={file !== null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canPreview} loading={props.isPending}>
            {listShareMessages.preview}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * docs/features/lists.md#importing-titles: a file or pasted ISBNs, read by the server and each row shown green or
 * red; with none to import the only way on is another file; Import asks for confirmation, then sends the
 * same file again to add the titles that pass.
 */
export function ImportListDialog({ list, opened, onClose }: { list: TitleList; opened: boolean; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>(uploadStage);
  const importIntoList = useImportIntoList();
  const close = () => {
    if (importIntoList.isPending) return;
    setStage(uploadStage);
    importIntoList.reset();
    onClose();
  };
  const backToUpload = (error: unknown) => setStage({ step: 'upload', failure: failureOf(error) ?? '' });
  const handlePreview = (source: Source) =>
    importIntoList.mutate(
      { listId: list.list_id, ...source, addToList: false },
      {
        onSuccess: (result) => setStage({ step: 'preview', source, rows: result.result.titles }),
        onError: backToUpload,
      },
    );
  const handleImport = (source: Source) =>
    importIntoList.mutate(
      { listId: list.list_id, ...source, addToList: true },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            message: listShareMessages.imported(result.added_count ?? 0, list.name),
          });
          setStage(uploadStage);
          importIntoList.reset();
          onClose();
        },
        onError: backToUpload,
      },
    );

  const ready = stage.step === 'upload' ? 0 : stage.rows.filter((row) => row.success).length;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={listShareMessages.importInto(list.name)}
      size={stage.step === 'preview' ? 'xl' : 'md'}
      centered
      radius="md"
    >
      {stage.step === 'upload' ? (
        <UploadStep
          failure={stage.failure}
          isPending={importIntoList.isPending}
          onPreview={handlePreview}
          onCancel={close}
        />
      ) : stage.step === 'preview' ? (
        <Stack gap="md">
          {ready === 0 ? (
            <Alert color="red" role="alert">
              {listShareMessages.importNothing}
            </Alert>
          ) : null}
          {stage.rows.length > 0 ? (
            <ImportRowsTable
              rows={stage.rows}
              caption="Rows to import"
              statusOf={(row) => (row.success ? listShareMessages.rowImported : listShareMessages.rowNotImported)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant={ready === 0 ? 'filled' : 'default'} onClick={() => setStage(uploadStage)}>
              {listShareMessages.tryAnotherFile}
            </Button>
            {ready > 0 ? (
              <Button onClick={() => setStage({ step: 'confirm', source: stage.source, rows: stage.rows })}>
                {listShareMessages.importConfirm}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{listShareMessages.confirmImport(ready, list.name)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setStage({ step: 'preview', source: stage.source, rows: stage.rows })}
              disabled={importIntoList.isPending}
            >
              Cancel
            </Button>
            <Button onClick={() => handleImport(stage.source)} loading={importIntoList.isPending} data-autofocus>
              {listShareMessages.importConfirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
