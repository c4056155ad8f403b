import { Alert, Button, Text, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { consoleCatalogueMessages as messages, consoleCoverMaxBytes, coverUrl } from '@bookfront/contract';
import { useUploadCover } from '../api.ts';
import classes from '../../pages/console.module.css';
import own from '../catalogue.module.css';
import { FileField } from './file-field.tsx';

/** docs/features/store-console.md#catalogue-and-stock: the title's cover and a new one to upload. */
export function CoverForm({ eisbn, title, cacheKey }: { eisbn: string; title: string; cacheKey: string }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const upload = useUploadCover(eisbn);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    if (!file) return setProblem(messages.fileRequired);
    if (file.size > consoleCoverMaxBytes) return setProblem(messages.coverTooLarge);
    setProblem(null);
    upload.mutate(file, { onSuccess: () => setIsSaved(true), onError: (error) => setProblem(error.message) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className={classes.panel} aria-labelledby={`${fileId}-heading`}>
      <Title order={2} size="h4" id={`${fileId}-heading`} mb={4}>
        {messages.coverHeading}
      </Title>
      <img className={own.cover} src={coverUrl({ eisbn, cover_image_cache: cacheKey })} alt={title} />
      <Text size="sm" my="xs">
        {messages.coverHint}
      </Text>
      <div className={classes.filters}>
        <FileField id={fileId} accept="image/jpeg,image/png,image/webp" onChange={setFile} />
        <Button type="submit" size="sm" loading={upload.isPending}>
          {messages.uploadCover}
        </Button>
      </div>
      {problem ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {problem}
        </Alert>
      ) : null}
      {isSaved ? (
        <Text size="sm" mt="xs" role="status">
          {messages.coverSaved}
        </Text>
      ) : null}
    </form>
  );
}
