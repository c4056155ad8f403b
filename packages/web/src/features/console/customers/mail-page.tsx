import { Anchor, Button, NativeSelect, Table, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  consoleMessages,
  consoleCustomersMessages as words,
  mailStatusSchema,
  mailStatuses,
  type MailStatus,
} from '@bookfront/contract';
import { ContentTable } from '../components/content-table.tsx';
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
      <ContentTable
        className={classes.afterFilters}
        label={words.mailHeading}
        headers={[
          words.sentColumn,
          words.recipientColumn,
          words.subjectColumn,
          words.statusColumn,
          { label: words.attemptsColumn, numeric: true },
        ]}
        rows={data?.mails.map((mail) => (
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
        isError={log.isError}
        error={log.error?.message}
        empty={words.noMail}
        footer={
          data ? (
            <PageButtons
              page={page}
              hasMore={data.has_more}
              onPage={(next) => goTo({ status: status ?? '', recipient, page: next })}
            />
          ) : null
        }
      />
    </>
  );
}
