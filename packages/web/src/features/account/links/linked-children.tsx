import { ActionIcon, Alert, Badge, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { LinkedChild } from '@bookfront/contract';
import { useAvailableChildren, useRemoveChildLink } from './api.ts';
import { showLinkError } from './link-toasts.ts';
import classes from './links.module.css';

function ChildRow({ child }: { child: LinkedChild }) {
  const remove = useRemoveChildLink();
  const label = child.name || child.email;
  return (
    <li className={classes.row}>
      <div className={classes.who}>
        <Text fw={600} truncate>
          {label}
        </Text>
        {child.name ? (
          <Text size="sm" c="dimmed" truncate>
            {child.email}
          </Text>
        ) : null}
      </div>
      {/* docs/features/accounts.md#sessions: Pending is grey, Authorized is green. */}
      <Badge
        color={child.pending ? 'gray' : 'green'}
        variant="light"
        className={child.pending ? undefined : classes.authorized}
      >
        {child.pending ? 'Pending' : 'Authorized'}
      </Badge>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${label}`}
        loading={remove.isPending}
        onClick={() => remove.mutate({ id: child.id }, { onError: showLinkError })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </li>
  );
}

/** The institution owner's linked customers, each Pending or Authorized, with a remove button. */
export function LinkedChildren() {
  const children = useAvailableChildren();
  if (children.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading linked accounts">
        <Skeleton height={52} />
        <Skeleton height={52} />
      </Stack>
    );
  }
  if (children.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {children.error.message}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="linked-children-heading">
      <Title order={2} size="h4" id="linked-children-heading" mb="xs">
        Who may buy for {children.data.company}
      </Title>
      {children.data.children.length === 0 ? (
        <Text c="dimmed">No linked accounts yet. Invite someone below.</Text>
      ) : (
        <ul className={classes.list}>
          {children.data.children.map((child) => (
            <ChildRow key={child.id} child={child} />
          ))}
        </ul>
      )}
    </section>
  );
}
