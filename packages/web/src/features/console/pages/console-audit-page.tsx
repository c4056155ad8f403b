import { Button, Group, Table, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { consoleMessages } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useAuditLog } from '../api.ts';
import { ContentTable } from '../components/content-table.tsx';
import classes from './console.module.css';
import { formatOrderTime } from './order-time.ts';

/** A change's JSON as short `key: value` pairs. */
function describe(json: string | null): string {
  if (json === null) return '';
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object') {
      return Object.entries(value)
        .filter(([, part]) => part !== '' && part !== null)
        .map(([key, part]) => `${key}: ${typeof part === 'string' ? part : JSON.stringify(part)}`)
        .join(', ');
    }
    return String(value);
  } catch {
    return json;
  }
}

/** docs/features/store-console.md#audit-log: every staff change, newest first (owners and managers). */
export function ConsoleAuditPage() {
  useDocumentTitle(`${consoleMessages.auditHeading} · ${consoleMessages.title}`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAuditLog(page);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  const data = audit.data;

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {consoleMessages.auditHeading}
      </Title>
      <ContentTable
        label={consoleMessages.auditHeading}
        headers={[
          consoleMessages.auditWhen,
          consoleMessages.auditWho,
          consoleMessages.auditWhat,
          consoleMessages.auditSubject,
          consoleMessages.auditBefore,
          consoleMessages.auditAfter,
        ]}
        rows={data?.rows.map((row, index) => (
          <Table.Tr key={`${row.at}-${index}`}>
            <Table.Td className={classes.nowrap}>{formatOrderTime(row.at)}</Table.Td>
            <Table.Td>{row.staff_email}</Table.Td>
            <Table.Td className={classes.nowrap}>{row.action}</Table.Td>
            <Table.Td>{row.subject}</Table.Td>
            <Table.Td>{describe(row.before)}</Table.Td>
            <Table.Td>{describe(row.after)}</Table.Td>
          </Table.Tr>
        ))}
        isError={audit.isError}
        error={audit.error?.message}
        empty={consoleMessages.noAuditEntries}
        footer={
          data && (page > 1 || data.has_more) ? (
            <Group justify="center" gap="xs" mt="sm">
              <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {consoleMessages.newerEntries}
              </Button>
              <Button size="compact-sm" variant="default" disabled={!data.has_more} onClick={() => goTo(page + 1)}>
                {consoleMessages.olderEntries}
              </Button>
            </Group>
          ) : null
        }
      />
    </>
  );
}
