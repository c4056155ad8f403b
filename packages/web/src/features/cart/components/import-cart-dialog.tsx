import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { commonMessages, limits, type CartImportRow, cartPageMessages } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useImportToCart } from '../api.ts';
import { ImportRowsTable } from '../../../components/ui/import-rows-table.tsx';
import classes from './import-cart-dialog.module.css';

/** docs/features/cart.md#import-to-cart: the file kinds an import reads. */
const acceptedFiles = '.csv,.xlsx,.xls,.txt,.html,.htm,.pdf';

/** docs/features/cart.md#import-to-cart: upload, process (preview), complete; an error returns to upload. */
type Stage =
  | { step: 'upload'; failure: string | null }
  | { step: 'preview'; file: File; rows: CartImportRow[] }
  | { step: 'complete'; rows: CartImportRow[] };

const uploadStage: Stage = { step: 'upload', failure: null };

/** The server's reason when it gave one that helps (a missing header, a wrong kind of file). */
const failureOf = (error: unknown) =>
  error instanceof ActionError && error.failure.error !== commonMessages.unexpected ? error.failure.error : null;

function UploadStep({
  failure,
  isPending,
  onPreview,
  onCancel,
}: {
  failure: string | null;
  isPending: boolean;
  onPreview: (file: File) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const handleChange = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && chosen.size > limits.uploadMaxBytes ? commonMessages.fileTooLarge : null);
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (file && !fileError) onPreview(file);
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert color="red" title={cartPageMessages.importFailed} role="alert">
            <Text size="sm">{cartPageMessages.importFailedDetail}</Text>
            {failure ? <Text size="sm">{failure}</Text> : null}
          </Alert>
        ) : null}
        <Text size="sm">{cartPageMessages.importHelp}</Text>
        <FileInput
          label="File"
          placeholder="Choose a file"
          accept={acceptedFiles}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          value={file}
          onChange={handleChange}
          error={fileError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!file || fileError !== null} loading={isPending}>
            Preview
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The rows of the file, each with its status: ready (or added once added) or not added. */
function CartImportRows({ rows, isAdded }: { rows: CartImportRow[]; isAdded: boolean }) {
  return (
    <ImportRowsTable
      rows={rows}
      caption="Rows of the file"
      withQuantity
      statusOf={(row) =>
        row.success
          ? isAdded
            ? cartPageMessages.importRowAdded
            : cartPageMessages.importRowReady
          : cartPageMessages.importRowFailed
      }
    />
  );
}

function PreviewStep({
  rows,
  isPending,
  onAdd,
  onRestart,
}: {
  rows: CartImportRow[];
  isPending: boolean;
  onAdd: () => void;
  onRestart: () => void;
}) {
  const ready = rows.filter((row) => row.success).length;
  return (
    <Stack gap="md">
      <Text size="sm" role="status">
        {rows.length === 0 ? cartPageMessages.importNoRows : cartPageMessages.importPreviewCount(ready, rows.length)}
      </Text>
      {rows.length > 0 ? <CartImportRows rows={rows} isAdded={false} /> : null}
      {ready === 0 ? (
        // docs/features/cart.md#cart-page: with no row to add, trying another file is the only way on.
        <Button onClick={onRestart} className={classes.wrapButton}>
          {cartPageMessages.importNothingToAdd}
        </Button>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onRestart} disabled={isPending}>
            Choose another file
          </Button>
          <Button onClick={onAdd} loading={isPending}>
            {cartPageMessages.importAdd(ready)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CompleteStep({ rows, onDone }: { rows: CartImportRow[]; onDone: () => void }) {
  const added = rows.filter((row) => row.success).length;
  const hasRefused = added < rows.length;
  return (
    <Stack gap="md">
      <Alert color="green" role="status">
        {cartPageMessages.importAddedCount(added)}
      </Alert>
      {hasRefused ? <CartImportRows rows={rows} isAdded /> : null}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Import-to-cart (docs/features/cart.md#import-to-cart): a file is read by the server and each row shown, green or red,
 * before the rows that pass are added. The same file is sent again to add them.
 */
export function ImportCartDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>(uploadStage);
  const importToCart = useImportToCart();
  const close = () => {
    if (importToCart.isPending) return;
    setStage(uploadStage);
    importToCart.reset();
    onClose();
  };
  const backToUpload = (error: unknown) => setStage({ step: 'upload', failure: failureOf(error) ?? '' });

  const handlePreview = (file: File) =>
    importToCart.mutate(
      { file, addToCart: false },
      { onSuccess: (result) => setStage({ step: 'preview', file, rows: result.result.titles }), onError: backToUpload },
    );
  const handleAdd = (file: File) =>
    importToCart.mutate(
      { file, addToCart: true },
      { onSuccess: (result) => setStage({ step: 'complete', rows: result.result.titles }), onError: backToUpload },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import to cart"
      size={stage.step === 'upload' ? 'md' : 'xl'}
      centered
      radius="md"
    >
      {stage.step === 'upload' ? (
        <UploadStep
          failure={stage.failure}
          isPending={importToCart.isPending}
          onPreview={handlePreview}
          onCancel={close}
        />
      ) : stage.step === 'preview' ? (
        <PreviewStep
          rows={stage.rows}
          isPending={importToCart.isPending}
          onAdd={() => handleAdd(stage.file)}
          onRestart={() => setStage(uploadStage)}
        />
      ) : (
        <CompleteStep rows={stage.rows} onDone={close} />
      )}
    </Modal>
  );
}
