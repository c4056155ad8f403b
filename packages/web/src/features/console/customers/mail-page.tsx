import { Alert, Anchor, Button, NativeSelect, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  consoleMessages,
  consoleCustomersMessages as words,
  mailStatusSchema,
  mailStatuses,
  type MailStatus,
} from '@bookfront/contract';
import { StatusBadge, type StatusTone } from '../components/status-badge.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import classes from '../pages/console.module.css';
import { formatOrderTime } from '../pages/order-time.ts';
import { useMailLog } from './api.ts';
import { PageButtons } from './page-buttons.tsx';

const statusTones: Record<MailStatus, StatusTone> = { pending: 'yellow', sent: 'green', failed: 'red' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge tone={statusTones[status]}>{words.mailStatuses[status]}</StatusBadge>;
}

/** docs/features/store-console.md#mail-log: the store's mail, newest first, by status and recipient (kept in the address). */
export function ConsoleMailPage() {
  useDocumentTitle(`${words.mailHeading} · ${consoleMessages.title}`);
  const [params, setParams] = useSearchParams();
  const parsedStatus = mailStatusSchema.safeParse(params.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const recipient = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ status: status ?? '', recipient });
  const log = useMailLog({ ...(status ? { status } : {}), recipient, page });
  const data = log.data;

  const goTo = (next: { status: string; recipient: string; page: number }) =>
    setParams({
      ...(next.status ? { status: next.status } : {}),
      ...(next.recipient ? { to: next.recipient } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    goTo({ status: draft.status, recipient: draft.recipient.trim(), page: 1 });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {words.mailHeading}
      </Title>
      <form className={`${classes.panel} ${classes.filters}`} onSubmit={handleSubmit} noValidate>
        <NativeSelect
          size="xs"
          label={words.mailStatusLabel}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}
          data={[
            { value: '', label: words.allStatuses },
            ...mailStatuses.map((value) => ({ value, label: words.mailStatuses[value] ?? value })),
          ]}
        />
        <TextInput
          size="xs"
          type="search"
          label={words.mailRecipientLabel}
          value={draft.recipient}
          maxLength={320}
          onChange={(event) => setDraft({ ...draft, recipient: event.currentTarget.value })}
        />
        <Button size="xs" type="submit">
          {words.mailFilter}
        </Button>
      </form>
      <div className={classes.panel} style={{ marginTop: 8 }}>
        {log.isError ? (
          <Alert color="red" role="alert" p="xs">
            {log.error.message}
          </Alert>
        ) : !data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : data.mails.length === 0 ? (
          <Text size="sm">{words.noMail}</Text>
        ) : (
          <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={words.mailHeading}>
            <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{words.sentColumn}</Table.Th>
                  <Table.Th>{words.recipientColumn}</Table.Th>
                  <Table.Th>{words.subjectColumn}</Table.Th>
                  <Table.Th>{words.statusColumn}</Table.Th>
                  <Table.Th className={classes.numeric}>{words.attemptsColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.mails.map((mail) => (
                  <Table.Tr key={mail.mail_id}>
                    <Table.Td className={classes.nowrap}>{formatOrderTime(mail.created_at)}</Table.Td>
                    <Table.Td>{mail.recipient}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/console/mail/${mail.mail_id}`} size="sm">
                        {mail.subject || '—'}
                      </Anchor>
                      {mail.resent_from ? ` (${words.copy})` : ''}
                    </Table.Td>
                    <Table.Td>
                      <MailStatusBadge status={mail.status} />
                    </Table.Td>
                    <Table.Td className={classes.numeric}>{mail.attempts}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {data ? (
          <PageButtons
            page={page}
            hasMore={data.has_more}
            onPage={(next) => goTo({ status: status ?? '', recipient, page: next })}
          />
        ) : null}
      </div>
    </>
  );
}
