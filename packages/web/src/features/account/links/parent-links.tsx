import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CorpAccount } from '@bookfront/contract';
import { useAvailableCorps, useRemoveParentLink } from './api.ts';
import { showLinkError } from './link-toasts.ts';
import classes from './links.module.css';

function ParentRow({ corp }: { corp: CorpAccount }) {
  const remove = useRemoveParentLink();
  return (
    <li className={classes.row}>
      <div className={classes.who}>
        <Text fw={600} truncate>
          {corp.name}
        </Text>
      </div>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={`Remove the link to ${corp.name}`}
        loading={remove.isPending}
        onClick={() => remove.mutate({ id: corp.id }, { onError: showLinkError })}
      >
        Remove
      </Button>
    </li>
  );
}

/** A customer's side: the institutions they may buy for (docs/features/accounts.md#linked-accounts), each removable. */
export function ParentLinks() {
  const corps = useAvailableCorps();
  if (corps.isPending) return <Skeleton height={52} aria-label="Loading linked accounts" />;
  if (corps.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {corps.error.message}
      </Alert>
    );
  }
  const institutions = corps.data.corps.filter((corp) => !corp.is_personal);
  return (
    <section aria-labelledby="parent-links-heading">
      <Title order={2} size="h4" id="parent-links-heading" mb="xs">
        Institutions you buy for
      </Title>
      {institutions.length === 0 ? (
        <Text c="dimmed">
          You are not linked to any institution. When a school or business invites you, follow the link in their email
          to accept.
        </Text>
      ) : (
        <Stack gap="xs">
          <ul className={classes.list}>
            {institutions.map((corp) => (
              <ParentRow key={corp.id} corp={corp} />
            ))}
          </ul>
          <Text size="sm" c="dimmed">
            Switch between your own account and an institution from the account menu in the header.
          </Text>
        </Stack>
      )}
    </section>
  );
}
