import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import {
  consoleNavigationMessages as messages,
  navigationEntriesMax,
  type ConsoleNavigationInput,
} from '@bookfront/contract';
import { NavigationEntryFields, type EntryPath } from './navigation-entry-fields.tsx';
import { freshEntryId, type NavigationTargetChoice } from './navigation-targets.ts';
import classes from '../settings.module.css';

type Menu = 'site_navigation' | 'extra_navigation';

/** Every id in both menus, submenus included, so a new entry gets one of its own. */
function idsOf(values: ConsoleNavigationInput): string[] {
  return [...values.site_navigation, ...values.extra_navigation].flatMap((item) => [
    item.id,
    ...(item.submenu ?? []).map((sub) => sub.id),
  ]);
}

/**
 * Up, Down and Remove for one entry. A moved entry's button takes the focus again at its new place,
 * so a keyboard user can press it again.
 */
function EntryControls({
  domId,
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  domId: string;
  label: string;
  index: number;
  count: number;
  onMove: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.entryControls}>
      <ActionIcon
        id={`${domId}-up`}
        variant="default"
        aria-label={messages.moveUp(label)}
        disabled={index === 0}
        onClick={() => onMove(index - 1, 'up')}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        id={`${domId}-down`}
        variant="default"
        aria-label={messages.moveDown(label)}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, 'down')}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" color="red" aria-label={messages.remove(label)} onClick={onRemove}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Moves entries in a field array and puts the focus back on the pressed button at the entry's new place. */
function useMoves(rows: Pick<UseFieldArrayReturn, 'move'>, domPrefix: string) {
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const button = document.getElementById(focusTarget);
    // At the top or bottom the pressed button is disabled; its neighbour keeps the keyboard in place.
    const other = document.getElementById(
      focusTarget.replace(/-(up|down)$/, (_, way: string) => (way === 'up' ? '-down' : '-up')),
    );
    (button && !button.hasAttribute('disabled') ? button : other)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  return (from: number, to: number, button: 'up' | 'down') => {
    rows.move(from, to);
    setFocusTarget(`${domPrefix}-${to}-${button}`);
  };
}

function Submenu({
  menu,
  index,
  parentLabel,
  choices,
}: {
  menu: Menu;
  index: number;
  parentLabel: string;
  choices: NavigationTargetChoice[];
}) {
  const form = useFormContext<ConsoleNavigationInput>();
  const rows = useFieldArray({ control: form.control, name: `${menu}.${index}.submenu` });
  const domPrefix = `${menu}-${index}-sub`;
  const move = useMoves(rows, domPrefix);

  return (
    <Stack gap="xs" className={classes.submenu}>
      {rows.fields.length > 0 ? (
        <Text size="sm" fw={600}>
          {messages.submenuOf(parentLabel)}
        </Text>
      ) : null}
      <ol className={classes.entryList}>
        {rows.fields.map((row, subIndex) => {
          const path: EntryPath = `${menu}.${index}.submenu.${subIndex}`;
          const label = form.watch(`${path}.label`);
          return (
            <li key={row.id} className={classes.entry} aria-label={label || messages.label}>
              <NavigationEntryFields path={path} choices={choices} />
              <EntryControls
                domId={`${domPrefix}-${subIndex}`}
                label={label ?? ''}
                index={subIndex}
                count={rows.fields.length}
                onMove={(to, button) => move(subIndex, to, button)}
                onRemove={() => rows.remove(subIndex)}
              />
            </li>
          );
        })}
      </ol>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={rows.fields.length >= navigationEntriesMax}
          onClick={() => rows.append({ id: freshEntryId(idsOf(form.getValues())), label: '', path: '', type: 'link' })}
        >
          {messages.addSubentry(parentLabel)}
        </Button>
      </Group>
    </Stack>
  );
}

/** docs/features/store-console.md#navigation: one menu's entries in order, each with at most one level beneath. */
export function NavigationMenuEditor({
  menu,
  heading,
  choices,
}: {
  menu: Menu;
  heading: string;
  choices: NavigationTargetChoice[];
}) {
  const form = useFormContext<ConsoleNavigationInput>();
  const rows = useFieldArray({ control: form.control, name: menu });
  const move = useMoves(rows, menu);
  const headingId = `${menu}-heading`;
  const rootError = form.formState.errors[menu]?.root?.message ?? form.formState.errors[menu]?.message;

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {heading}
      </Title>
      {rows.fields.length === 0 ? <Text size="sm">{messages.none}</Text> : null}
      <ol className={classes.entryList}>
        {rows.fields.map((row, index) => {
          const path: EntryPath = `${menu}.${index}`;
          const label = form.watch(`${path}.label`);
          return (
            <li key={row.id} className={classes.entry} aria-label={label || messages.label}>
              <NavigationEntryFields path={path} choices={choices} />
              <EntryControls
                domId={`${menu}-${index}`}
                label={label ?? ''}
                index={index}
                count={rows.fields.length}
                onMove={(to, button) => move(index, to, button)}
                onRemove={() => rows.remove(index)}
              />
              {/* Keyed by place too: a moved entry's submenu list starts afresh at its new place in the form. */}
              <Submenu
                key={`${row.id}-${index}`}
                menu={menu}
                index={index}
                parentLabel={label ?? ''}
                choices={choices}
              />
            </li>
          );
        })}
      </ol>
      {rootError ? (
        <Text size="sm" c="red" role="alert">
          {rootError}
        </Text>
      ) : null}
      <Group mt="xs">
        <Button
          variant="default"
          size="compact-sm"
          disabled={rows.fields.length >= navigationEntriesMax}
          onClick={() =>
            rows.append({ id: freshEntryId(idsOf(form.getValues())), label: '', path: '', type: 'link', submenu: [] })
          }
        >
          {messages.addEntry}
        </Button>
      </Group>
    </section>
  );
}
