import { useState } from 'react';
import { Alert, Button, Container, FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { catalogMessages, commonMessages, limits } from '@bookfront/contract';
import { LookupResults } from '../components/lookup-results.tsx';
import { useFileSearch } from '../lookup-api.ts';
import classes from './lookup-page.module.css';

/** docs/features/browse-and-search.md#search-by-url-or-file: the file kinds a search reads. */
const acceptedFiles = '.txt,.csv,.html,.htm,.xls,.xlsx,.pdf';

/** /browse/file: a file is uploaded (its progress shown) and the titles it names shown in the browse views. */
export function FileSearchPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const search = useFileSearch(setProgress);

  const handleChange = (chosen: File | null) => {
    setFile(chosen);
    search.reset();
    // Spec: the size is checked before anything is sent.
    setFileError(chosen && chosen.size > limits.uploadMaxBytes ? commonMessages.fileTooLarge : null);
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || fileError) return;
    setProgress(0);
    search.mutate(file);
  };
  const percent = Math.round(progress * 100);

  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.heading}>Search a file</h1>
        <Text c="dimmed">{catalogMessages.fileSearchHelp}</Text>
        <form onSubmit={handleSubmit} noValidate className={classes.form} aria-label="Search a file">
          <FileInput
            className={classes.field}
            label="File"
            placeholder="Choose a file"
            accept={acceptedFiles}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the file' }}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            value={file}
            onChange={handleChange}
            error={fileError}
            disabled={search.isPending}
          />
          <Button
            type="submit"
            className={classes.submit}
            disabled={!file || fileError !== null}
            loading={search.isPending}
          >
            Find titles
          </Button>
        </form>
      </header>
      {search.isPending ? (
        <Stack gap={6} className={classes.progress}>
          <Text size="sm" role="status">
            {percent < 100 ? catalogMessages.uploading(percent) : catalogMessages.readingFile}
          </Text>
          <Progress value={percent} animated={percent >= 100} aria-label="Upload progress" />
        </Stack>
      ) : null}
      {search.isError ? (
        <Alert color="red" role="alert" radius="md">
          <Text>{search.error.message}</Text>
        </Alert>
      ) : null}
      {search.data ? <LookupResults answer={search.data} /> : null}
    </Container>
  );
}
