import { Alert, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { consoleContentMessages as messages } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import classes from './content.module.css';

/**
 * A content list's panel: loading, a failure, `empty` when there are no rows, else a table of
 * `headers` and an unnamed last column for each row's buttons.
 */
export function ContentTable(props: {
  label: string;
  headers: readonly string[];
  rows: ReactNode[] | undefined;
  isError: boolean;
  empty: string;
}) {
  return (
    <div className={consoleClasses.panel}>
      {props.isError ? (
        <Alert color="red" role="alert" p="xs">
          {messages.loadFailed}
        </Alert>
      ) : !props.rows ? (
        <Text size="sm" role="status">
          …
        </Text>
      ) : props.rows.length === 0 ? (
        <Text size="sm">{props.empty}</Text>
      ) : (
        <div className={consoleClasses.tableWrap} tabIndex={0} role="region" aria-label={props.label}>
          <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {props.headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
                <Table.Th>
                  <span className="bf-visually-hidden">{messages.actionsColumn}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.rows}</Table.Tbody>
          </Table>
        </div>
      )}
    </div>
  );
}

/** The panel holding a content form, under its title. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </div>
  );
}

/** A row's Edit and Delete (which asks to confirm first), after any `before` buttons of its own. */
export function RowActions(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
  error: Error | null;
  before?: ReactNode;
}) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Table.Td className={classes.actions}>
      {isConfirming ? (
        <Group gap={4} wrap="nowrap">
          <Text size="xs">{messages.deleteConfirm(props.name)}</Text>
          <Button size="compact-xs" color="red" loading={props.isDeleting} onClick={props.onDelete}>
            {messages.delete}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            {messages.keep}
          </Button>
        </Group>
      ) : (
        <Group gap={4} wrap="nowrap">
          {props.before}
          <Button
            size="compact-xs"
            variant="default"
            onClick={props.onEdit}
            aria-label={`${messages.edit} ${props.name}`}
          >
            {messages.edit}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setConfirming(true)}
            aria-label={`${messages.delete} ${props.name}`}
          >
            {messages.delete}
          </Button>
        </Group>
      )}
      {props.error ? (
        <Text size="xs" c="red" role="alert">
          {props.error.message}
        </Text>
      ) : null}
    </Table.Td>
  );
}
