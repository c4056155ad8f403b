import { Button, CloseButton, Group, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A form's list of rows (taxes, URL shortcuts, shipping providers): `empty` when there are none,
 * each row as `row` draws it with its Remove, and an Add button that stops at `max` rows.
 */
export function ListRowsEditor<Values extends FieldValues, Name extends ArrayPath<Values>>(props: {
  form: UseFormReturn<Values>;
  name: Name;
  max: number;
  empty: string;
  addLabel: string;
  newRow: () => FieldArray<Values, Name>;
  row: (index: number, remove: () => void) => ReactNode;
}) {
  const rows = useFieldArray({ control: props.form.control, name: props.name });
  return (
    <>
      {rows.fields.length === 0 ? <Text size="sm">{props.empty}</Text> : null}
      {rows.fields.map((field, index) => (
        <Fragment key={field.id}>{props.row(index, () => rows.remove(index))}</Fragment>
      ))}
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          disabled={rows.fields.length >= props.max}
          onClick={() => rows.append(props.newRow())}
        >
          {props.addLabel}
        </Button>
      </Group>
    </>
  );
}

/** One row's fields side by side, then its Remove button named for the row. */
export function ListRow(props: { removeLabel: string; onRemove: () => void; wrap?: boolean; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap={props.wrap ? 'wrap' : 'nowrap'}>
      {props.children}
      <CloseButton mt={28} aria-label={props.removeLabel} onClick={props.onRemove} />
    </Group>
  );
}
