import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { registryMessages, type GiftRegistry } from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useMyRegistries } from '../../../entities/registry/registry.ts';
import { LoginRequired } from '../../../entities/session/login-required.tsx';
import { useSession } from '../../../entities/session/session.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { DeleteRegistryDialog } from '../components/delete-registry-dialog.tsx';
import { RegistryCard } from '../components/registry-card.tsx';
import { RegistryFormDialog } from '../components/registry-form-dialog.tsx';
import { ShareLinkDialog } from '../components/share-link-dialog.tsx';
import classes from './registry-pages.module.css';

function RegistryList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const registries = useMyRegistries({ showItems: false });
  const [isCreating, setIsCreating] = useState(searchParams.get('create') === '1');
  const [editing, setEditing] = useState<GiftRegistry | null>(null);
  const [deleting, setDeleting] = useState<GiftRegistry | null>(null);
  const [sharing, setSharing] = useState<{ id: string; isNew: boolean } | null>(null);

  const startCreating = () => setIsCreating(true);
  const stopCreating = () => {
    setIsCreating(false);
    if (searchParams.has('create')) setSearchParams({}, { replace: true });
  };

  let content;
  if (registries.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  } else if (registries.isError) {
    content = (
      <Alert color="red" title={registryMessages.error} role="alert">
        {registries.error.message}
      </Alert>
    );
  } else if (registries.data.length === 0) {
    content = (
      <EmptyState message={registryMessages.noRegistries}>
        <Anchor component="button" type="button" onClick={startCreating}>
          {registryMessages.createFirst}
        </Anchor>
      </EmptyState>
    );
  } else {
    content = (
      <ul className={classes.cards} aria-label={registryMessages.heading}>
        {registries.data.map((registry) => (
          <RegistryCard
            key={registry.gift_registry_id}
            registry={registry}
            onShare={(shared) => setSharing({ id: shared.gift_registry_id, isNew: false })}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <Group justify="space-between" align="center" className={classes.heading}>
        <Title order={1}>{registryMessages.heading}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startCreating}>
          {registryMessages.createNew}
        </Button>
      </Group>
      {content}
      <RegistryFormDialog
        opened={isCreating}
        onClose={stopCreating}
        onCreated={(created) => setSharing({ id: created.gift_registry_id, isNew: true })}
      />
      <RegistryFormDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        registry={
          editing
            ? (registries.data?.find((registry) => registry.gift_registry_id === editing.gift_registry_id) ?? editing)
            : undefined
        }
      />
      <DeleteRegistryDialog registry={deleting} onClose={() => setDeleting(null)} />
      <ShareLinkDialog
        registryId={sharing?.id ?? null}
        heading={registryMessages.share}
        {...(sharing?.isNew ? { intro: registryMessages.created } : {})}
        onClose={() => setSharing(null)}
      />
    </>
  );
}

/** docs/features/gift-registries.md#registry-list-page: the customer's registries; a guest is asked to log in. */
export function RegistryListPage() {
  const settings = useSiteSettings();
  const session = useSession();
  useDocumentTitle(`${settings.store_info.name} | ${registryMessages.heading}`);
  if (!session.logged_in) return <LoginRequired />;
  return (
    <div className={classes.page}>
      <RegistryList />
    </div>
  );
}
