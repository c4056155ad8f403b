import '@mantine/core/styles/Progress.css';
import { Alert, Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { commonErrorCodes, reportMessages, type ReportProgress } from '@bookfront/contract';
import { rememberPostLoginPath } from '../../../entities/session/post-login.ts';
import { ActionError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { reportFileUrl, useReportProgress } from '../api.ts';
import classes from './pdf-page.module.css';

/** docs/features/lists.md#pdf "Report progress": Waiting, seconds remaining, Converting at 99%, then done. */
export function progressText(report: ReportProgress): string {
  if (report.completed) return reportMessages.ready;
  if (report.status === 'waiting') return reportMessages.waiting;
  if (report.progress >= 99) return reportMessages.converting;
  if (report.eta_seconds === null) return reportMessages.waiting;
  return reportMessages.secondsRemaining(Math.max(1, report.eta_seconds));
}

/** The report's progress, polled until it is complete or failed, and its Download. */
export function ReportView({ reportId }: { reportId: string }) {
  const report = useReportProgress(reportId);

  if (report.isError) {
    const needsLogin = report.error instanceof ActionError && report.error.code === commonErrorCodes.loginRequired;
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {report.error.message || reportMessages.notFound}
        </Alert>
        {needsLogin ? (
          <Group>
            <Button
              component={Link}
              to={paths.accountLogin()}
              onClick={() => rememberPostLoginPath(paths.pdf(reportId))}
            >
              {reportMessages.logIn}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }
  if (report.data?.status === 'failed') {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {reportMessages.failed}
        </Alert>
        <Group>
          <Button component={Link} to={paths.accountLists()} variant="default">
            {reportMessages.backToLists}
          </Button>
        </Group>
      </Stack>
    );
  }
  const progress = report.data?.progress ?? 0;
  const completed = report.data?.completed ?? false;
  return (
    <Stack gap="md">
      <Text className={classes.status} role="status" aria-live="polite">
        {report.data ? progressText(report.data) : reportMessages.waiting}
      </Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={progress} animated={!completed} aria-label={reportMessages.progressLabel} />
      </Progress.Root>
      <Group>
        {completed ? (
          <Button
            component="a"
            href={reportFileUrl(reportId)}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {reportMessages.download}
          </Button>
        ) : (
          <Button disabled leftSection={<IconDownload size={16} aria-hidden />}>
            {reportMessages.download}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** /pdf/{progress_report_id}: a report's progress, polled every 100 ms, and its download when complete. */
export function PdfPage() {
  const { id = '' } = useParams();
  return (
    <Container size="lg" className={classes.wrap}>
      <section className={classes.card} aria-labelledby="page-heading">
        <Title order={1} id="page-heading" mb="md">
          {reportMessages.heading}
        </Title>
        <ReportView key={id} reportId={id} />
      </section>
    </Container>
  );
}
