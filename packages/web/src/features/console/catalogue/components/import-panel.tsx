import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { consoleCatalogueMessages as messages } from '@bookfront/contract';
import { useImportProgress, useStartImport, useStoreLocations } from '../api.ts';
import classes from '../../pages/console.module.css';
import { FileField } from './file-field.tsx';
import { ImportResult } from './import-result.tsx';

/**
 * docs/features/store-console.md#catalogue-and-stock: uploads a catalogue file (`kind` titles) or a
 * stock file for a chosen location, then follows its import to the summary.
 */
export function ImportPanel({ kind }: { kind: 'titles' | 'stock' }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [locationId, setLocationId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  const locations = useStoreLocations();
  const start = useStartImport();
  const progress = useImportProgress(importId);
  const isStock = kind === 'stock';
  const choices = locations.data?.locations ?? [];
  const chosenLocation = locationId || choices[0]?.location_id || '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(messages.fileRequired);
    if (isStock && !chosenLocation) return setProblem(messages.locationRequired);
    setProblem(null);
    setImportId(null);
    setUploaded(0);
    start.mutate(
      { file, ...(isStock ? { locationId: chosenLocation } : {}), onUploadProgress: setUploaded },
      {
        onSuccess: (result) => setImportId(result.import_id),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <section className={classes.panel} aria-labelledby={`${fileId}-heading`}>
      <Title order={2} size="h4" id={`${fileId}-heading`} mb={4}>
        {isStock ? messages.stockHeading : messages.importHeading}
      </Title>
      <Text size="sm" mb="xs">
        {isStock ? messages.stockHint : messages.importHint}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <div className={classes.filters}>
          {isStock ? (
            <NativeSelect
              label={messages.location}
              size="sm"
              value={chosenLocation}
              onChange={(event) => setLocationId(event.currentTarget.value)}
              data={choices.map((location) => ({ value: location.location_id, label: location.name }))}
            />
          ) : null}
          <FileField
            id={fileId}
            accept={isStock ? '.csv,text/csv' : '.xml,.onix,.csv,text/xml,application/xml,text/csv'}
            onChange={setFile}
          />
          <Button type="submit" size="sm" loading={start.isPending}>
            {isStock ? messages.uploadStock : messages.upload}
          </Button>
        </div>
      </form>
      <Stack gap="xs" mt="xs">
        {problem ? (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        ) : null}
        {start.isPending ? (
          <Text size="sm" role="status">
            {Math.round(uploaded * 100)}%
          </Text>
        ) : null}
        {progress.isError ? (
          <Alert color="red" role="alert" p="xs">
            {progress.error.message}
          </Alert>
        ) : null}
        {progress.data ? <ImportResult progress={progress.data} /> : null}
      </Stack>
    </section>
  );
}
