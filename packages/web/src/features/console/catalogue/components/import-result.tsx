import '@mantine/core/styles/Progress.css';
import { Alert, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { consoleCatalogueMessages as messages, type ConsoleImportProgress } from '@bookfront/contract';
import classes from '../../pages/console.module.css';
import own from '../catalogue.module.css';

/** How far an import has come, in words. */
export function progressText(progress: ConsoleImportProgress): string {
  if (progress.status === 'waiting') return messages.waiting;
  if (progress.status === 'running') return messages.running(progress.read, progress.total);
  return progress.status === 'done' ? messages.done : messages.failed;
}

/** docs/features/store-console.md#catalogue-and-stock: the progress bar, then the importer's summary and rejected records. */
export function ImportResult({ progress }: { progress: ConsoleImportProgress }) {
  const { summary } = progress;
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {progressText(progress)}
      </Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={progress.progress}
          animated={progress.status === 'running' || progress.status === 'waiting'}
          color={progress.status === 'failed' ? 'red' : undefined}
          aria-label={messages.progressLabel}
        />
      </Progress.Root>
      {summary ? (
        <>
          <Group gap="lg" component="dl" className={own.summary}>
            {(
              [
                [messages.summaryRead, summary.read],
                [messages.summaryInserted, summary.inserted],
                [messages.summaryUpdated, summary.updated],
                [messages.summaryRejected, summary.rejected],
              ] as const
            ).map(([label, count]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </Group>
          {summary.fatal ? (
            <Alert color="red" role="alert" p="xs">
              {messages.fatal(summary.fatal.line, summary.fatal.message)}
            </Alert>
          ) : null}
          {summary.errors.length > 0 ? <RejectedRecords summary={summary} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

function RejectedRecords({ summary }: { summary: NonNullable<ConsoleImportProgress['summary']> }) {
  return (
    <div>
      <Text fw={700} size="sm" mb={4}>
        {messages.rejectedHeading}
      </Text>
      {summary.rejected > summary.errors.length ? (
        <Text size="sm">{messages.rejectedMore(summary.errors.length, summary.rejected)}</Text>
      ) : null}
      <div className={classes.tableWrap}>
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.numeric}>{messages.rejectedLine}</Table.Th>
              <Table.Th>{messages.rejectedRecord}</Table.Th>
              <Table.Th>{messages.rejectedReason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.errors.map((error, index) => (
              <Table.Tr key={`${error.line ?? ''}-${index}`}>
                <Table.Td className={classes.numeric}>{error.line ?? ''}</Table.Td>
                <Table.Td className={classes.nowrap}>{error.reference}</Table.Td>
                <Table.Td>{error.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
