import { Button, Group, Text, Title } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { consoleContentMessages as messages, consoleMessages } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ContentTable, type ColumnHeader } from '../components/content-table.tsx';
import consoleClasses from '../pages/console.module.css';
import classes from './content.module.css';

/** The form is open for a new item, for one to change, or not at all. */
type Editing<Item> = { item: Item | null } | null;

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

/**
 * A content page (events, featured lists, the home page's blocks, promo codes): its heading and New
 * button, an editor panel over the table while an item is being added or changed, and "Saved." (or
 * the page's own notice) after a save.
 */
export function ContentListPage<Item>(props: {
  heading: string;
  intro?: string;
  /** Links beside the New button. */
  links?: ReactNode;
  /** What shows between the intro and the table, such as a form of the page's own. */
  aside?: ReactNode;
  newLabel: string;
  editLabel: string | ((item: Item) => string);
  items: readonly Item[] | undefined;
  isError: boolean;
  empty: string;
  headers: readonly ColumnHeader[];
  keyOf: (item: Item) => string | number;
  /** A row; `notify` shows a sentence over the table (what a row's own button did). */
  row: (item: Item, onEdit: () => void, notify: (notice: string) => void) => ReactNode;
  /**
   * The form for `item` (null: a new one); it calls `onDone(true)` once saved (or the notice to show
   * instead of "Saved."), `onDone(false)` on Cancel.
   */
  form: (item: Item | null, onDone: (saved: boolean | string) => void) => ReactNode;
}) {
  useDocumentTitle(`${props.heading} · ${consoleMessages.title}`);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const edit = (item: Item | null) => {
    setNotice(null);
    setEditing({ item });
  };
  const handleDone = (saved: boolean | string) => {
    setEditing(null);
    setNotice(saved === true ? messages.saved : saved || null);
  };
  const editLabelOf = (item: Item) => (typeof props.editLabel === 'string' ? props.editLabel : props.editLabel(item));

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
      {props.aside}
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {editing ? (
        <EditorPanel title={editing.item ? editLabelOf(editing.item) : props.newLabel}>
          <Fragment key={editing.item ? props.keyOf(editing.item) : 'new'}>
            {props.form(editing.item, handleDone)}
          </Fragment>
        </EditorPanel>
      ) : null}
      <ContentTable
        label={props.heading}
        headers={props.headers}
        withActions
        rows={props.items?.map((item) => (
          <Fragment key={props.keyOf(item)}>{props.row(item, () => edit(item), setNotice)}</Fragment>
        ))}
        isError={props.isError}
        empty={props.empty}
      />
    </>
  );
}
