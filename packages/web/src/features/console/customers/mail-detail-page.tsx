import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { consoleMessages, consoleCustomersMessages as words } from '@bookfront/contract';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatOrderTime } from '../pages/order-time.ts';
import { useConsoleMail, useResendMail } from './api.ts';
import own from './customers.module.css';
import { MailStatusBadge } from './mail-page.tsx';
import { Section } from './section.tsx';

/**
 * docs/features/store-console.md#mail-log: one mail, its text as text and its HTML in a sandboxed
 * frame (no script, no navigation, an origin of its own: docs/decisions/0050-console-customers-and-mail-log.md),
 * and Send again.
 */
export function ConsoleMailDetailPage() {
  const { mailId = '' } = useParams();
  const mail = useConsoleMail(mailId);
  const resend = useResendMail();
  const navigate = useNavigate();
  // One key per press of Send again: a retried request with it queues no second copy.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const data = mail.data;
  useDocumentTitle(`${data?.subject ?? words.mailHeading} · ${consoleMessages.title}`);

  if (mail.isPending) return <PageSkeleton />;
  if (!data) {
    return (
      <Alert color="red" role="alert" p="xs">
        {mail.error?.message ?? words.mailLoadFailed}
      </Alert>
    );
  }
  const handleResend = () =>
    resend.mutate(
      { mailId: data.mail_id, idempotencyKey },
      {
        onSuccess: (copy) => {
          setIdempotencyKey(crypto.randomUUID());
          setSentTo(copy.recipient);
          void navigate(`/console/mail/${copy.mail_id}`);
        },
      },
    );

  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/console/mail" size="sm">
        ← {words.backToMail}
      </Anchor>
      <Group gap="xs" align="center">
        <Title order={1} size="h3">
          {data.subject || '—'}
        </Title>
        <MailStatusBadge status={data.status} />
      </Group>
      {sentTo ? (
        <Text size="sm" role="status">
          {words.resent(sentTo)}
        </Text>
      ) : null}
      <Section title={words.details}>
        <dl className={own.facts}>
          <dt>{words.recipientColumn}</dt>
          <dd>{data.recipient}</dd>
          <dt>{words.from}</dt>
          <dd>{data.from || '—'}</dd>
          <dt>{words.sentColumn}</dt>
          <dd>{formatOrderTime(data.created_at)}</dd>
          <dt>{words.attemptsColumn}</dt>
          <dd>{data.attempts}</dd>
          {data.last_error ? (
            <>
              <dt>{words.lastError}</dt>
              <dd>{data.last_error}</dd>
            </>
          ) : null}
        </dl>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" onClick={handleResend} loading={resend.isPending}>
            {words.resend}
          </Button>
        </Group>
        {resend.isError ? (
          <Alert color="red" role="alert" p="xs" mt={4}>
            {resend.error.message || words.actionFailed}
          </Alert>
        ) : null}
      </Section>
      <Text size="xs">{words.previewNote}</Text>
      {data.html ? (
        <Section title={words.htmlPart}>
          <iframe className={own.preview} title={words.htmlPart} sandbox="" srcDoc={data.html} />
        </Section>
      ) : null}
      <Section title={words.textPart}>
        {/* A long line scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <pre className={own.text} tabIndex={0} role="region" aria-label={words.textPart}>
          {data.text}
        </pre>
      </Section>
    </Stack>
  );
}
