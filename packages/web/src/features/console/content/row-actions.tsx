import { Button, Group, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { consoleContentMessages as messages } from '@bookfront/contract';
import classes from './content.module.css';

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
        <Group gap={4} wrap="nowrap" className={classes.confirm}>
          <Text size="xs" className={classes.actionsText}>
            {messages.deleteConfirm(props.name)}
          </Text>
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
        <Text size="xs" c="red" role="alert" className={classes.actionsText}>
          {props.error.message}
        </Text>
      ) : null}
    </Table.Td>
  );
}
