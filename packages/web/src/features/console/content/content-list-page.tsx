import { Button, Group, Text, Title } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { consoleContentMessages as messages, consoleMessages } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ContentTable, EditorPanel } from './content-table.tsx';

/** The form is open for a new item, for one to change, or not at all. */
type Editing<Item> = { item: Item | null } | null;

/**
 * A content page (events, featured lists, the home page's blocks): its heading and New button, an
 * editor panel over the table while an item is being added or changed, and "Saved." after a save.
 */
export function ContentListPage<Item>(props: {
  heading: string;
  intro?: string;
  /** Links beside the New button. */
  links?: ReactNode;
  newLabel: string;
  editLabel: string;
  items: readonly Item[] | undefined;
  isError: boolean;
  empty: string;
  headers: readonly string[];
  keyOf: (item: Item) => string | number;
  row: (item: Item, onEdit: () => void) => ReactNode;
  /** The form for `item` (null: a new one); it calls `onDone(true)` once saved, `onDone(false)` on Cancel. */
  form: (item: Item | null, onDone: (saved: boolean) => void) => ReactNode;
}) {
  useDocumentTitle(`${props.heading} · ${consoleMessages.title}`);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const edit = (item: Item | null) => {
    setNotice(null);
    setEditing({ item });
  };
  const handleDone = (saved: boolean) => {
    setEditing(null);
    setNotice(saved ? messages.saved : null);
  };

  return (
    <>
      <Group justify="space-between" mb={props.intro ? 4 : 'sm'}>
        <Title order={1} size="h3">
          {props.heading}
        </Title>
        <Group gap="sm">
          {props.links}
          {editing ? null : (
            <Button size="compact-sm" onClick={() => edit(null)}>
              {props.newLabel}
            </Button>
          )}
        </Group>
      </Group>
      {props.intro ? (
        <Text size="sm" mb="sm">
          {props.intro}
        </Text>
      ) : null}
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {editing ? (
        <EditorPanel title={editing.item ? props.editLabel : props.newLabel}>
          <Fragment key={editing.item ? props.keyOf(editing.item) : 'new'}>
            {props.form(editing.item, handleDone)}
          </Fragment>
        </EditorPanel>
      ) : null}
      <ContentTable
        label={props.heading}
        headers={props.headers}
        rows={props.items?.map((item) => (
          <Fragment key={props.keyOf(item)}>{props.row(item, () => edit(item))}</Fragment>
        ))}
        isError={props.isError}
        empty={props.empty}
      />
    </>
  );
}
