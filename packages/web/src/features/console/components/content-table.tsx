import { Alert, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { consoleContentMessages as messages } from '@bookfront/contract';
import classes from '../pages/console.module.css';

/** A column's heading; `numeric` sets it right like the column's figures. */
export type ColumnHeader = string | { label: string; numeric: true };

const labelOf = (header: ColumnHeader) => (typeof header === 'string' ? header : header.label);

/**
 * A console table of `headers` over `rows`, scrollable on its own on a phone, or `empty` when there
 * are no rows. `withActions` adds an unnamed last column for each row's buttons, which stays in view
 * while the rest scrolls.
 */
export function RowsTable(props: {
  label: string;
  headers: readonly ColumnHeader[];
  rows: ReactNode[];
  empty: string;
  withActions?: boolean;
}) {
  if (props.rows.length === 0) return <Text size="sm">{props.empty}</Text>;
  return (
    <div
      className={props.withActions ? `${classes.tableWrap} ${classes.withActions}` : classes.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {props.headers.map((header) => (
              <Table.Th key={labelOf(header)} className={typeof header === 'string' ? undefined : classes.numeric}>
                {labelOf(header)}
              </Table.Th>
            ))}
            {props.withActions ? (
              <Table.Th>
                <span className="bf-visually-hidden">{messages.actionsColumn}</span>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.rows}</Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * A console list's panel: "…" while loading, `error` (or a general sentence) when it failed, else
 * its `RowsTable`, with `footer` (page buttons) under it once loaded.
 */
export function ContentTable(
  props: Omit<Parameters<typeof RowsTable>[0], 'rows'> & {
    rows: ReactNode[] | undefined;
    isError: boolean;
    error?: string | undefined;
    footer?: ReactNode;
    className?: string;
  },
) {
  const { rows, isError, error, footer, className, ...table } = props;
  return (
    <div className={className ? `${classes.panel} ${className}` : classes.panel}>
      {isError ? (
        <Alert color="red" role="alert" p="xs">
          {error ?? messages.loadFailed}
        </Alert>
      ) : !rows ? (
        <Text size="sm" role="status">
          …
        </Text>
      ) : (
        <RowsTable {...table} rows={rows} />
      )}
      {rows && !isError ? footer : null}
    </div>
  );
}
