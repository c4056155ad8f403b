import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
// The shell loads these too (app/mantine-styles.ts); the page names what it relies on.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Input.css';
import { addressMessages, type Address, type AddressFields, type SiteSettings } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { AddressForm } from '../../../entities/address/address-form.tsx';
import {
  useAddresses,
  useCreateAddress,
  useDeleteAddress,
  useModifyAddress,
  useSetPreferredAddress,
} from '../../../entities/address/api.ts';

/** docs/features/accounts.md#limits: 2–3 seconds. */
const toastMs = 2500;
const showSaved = (message: string) => notifications.show({ message, color: 'green', autoClose: toastMs });
const showFailed = () => notifications.show({ message: addressMessages.failed, color: 'red', autoClose: toastMs });

const storeCountry = (settings: SiteSettings) => {
  if (settings.store_info.is_canadian) return 'Canada';
  if (settings.store_info.is_american) return 'United States';
  return '';
};

/** The lines of an address as an envelope shows them. */
function addressLines(address: Address): string[] {
  const locality = [address.city, [address.province, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const phone = address.phone_number_ext
    ? `${address.phone_number} ext. ${address.phone_number_ext}`
    : address.phone_number;
  return [
    address.company_name,
    address.street_address,
    address.street_address_2,
    locality,
    address.country,
    phone,
    address.email_address,
  ].filter(Boolean);
}

function AddressCard({
  address,
  isBusy,
  onEdit,
  onRemove,
  onPrefer,
}: {
  address: Address;
  isBusy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onPrefer: () => void;
}) {
  const label = `${address.name}, ${address.street_address}`;
  return (
    <Card withBorder radius="md" padding="lg" component="li" aria-label={label}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{address.name}</Text>
          {address.preferred ? <Badge variant="light">Preferred</Badge> : null}
        </Group>
        <Stack gap={2} style={{ flexGrow: 1 }}>
          {addressLines(address).map((line, index) => (
            <Text key={index} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button size="xs" variant="default" color="red" onClick={onRemove} aria-label={`Delete ${label}`}>
            Delete
          </Button>
          {address.preferred ? null : (
            <Button
              size="xs"
              variant="subtle"
              onClick={onPrefer}
              disabled={isBusy}
              aria-label={`Set ${label} as preferred`}
            >
              Set as preferred
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function AddressBookSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-busy="true" aria-label="Loading addresses">
      {[0, 1].map((key) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Skeleton height={18} width="50%" />
            <Skeleton height={12} width="80%" />
            <Skeleton height={12} width="65%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={28} width="60%" mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/** /account/addresses (docs/features/accounts.md#address-book "addresses"): the logged-in customer's addresses. */
export function AddressBookPage() {
  const settings = useSiteSettings();
  useDocumentTitle(`${settings.store_info.name} | Address Book`);
  const addresses = useAddresses();
  const createAddress = useCreateAddress();
  const modifyAddress = useModifyAddress();
  const deleteAddress = useDeleteAddress();
  const setPreferred = useSetPreferredAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  const handleSave = async (values: AddressFields) => {
    try {
      if (editing?.mode === 'edit') {
        await modifyAddress.mutateAsync({ ...values, address_id: editing.address.address_id });
      } else {
        await createAddress.mutateAsync(values);
      }
    } catch (error) {
      showFailed();
      throw error; // the form puts the field messages on its fields
    }
    showSaved(addressMessages.saved);
    setEditing(null);
  };

  const handleRemove = (address: Address) =>
    deleteAddress.mutate(address.address_id, {
      onSuccess: () => {
        showSaved(addressMessages.removed);
        setRemoving(null);
      },
      onError: showFailed,
    });

  const handlePrefer = (address: Address) =>
    setPreferred.mutate(address.address_id, {
      onSuccess: () => showSaved(addressMessages.saved),
      onError: showFailed,
    });

  const list = addresses.data ?? [];

  return (
    <Container size={1000} px="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Address Book</Title>
          {list.length > 0 ? <Button onClick={() => setEditing({ mode: 'add' })}>Add address</Button> : null}
        </Group>

        {addresses.isPending ? <AddressBookSkeleton /> : null}

        {addresses.isError ? (
          <Alert color="red" title={addressMessages.failed}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">We could not load your addresses.</Text>
              <Button size="xs" variant="default" onClick={() => void addresses.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {addresses.isSuccess && list.length === 0 ? (
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" gap="sm">
              <Text fw={600} ta="center">
                You have no saved addresses yet.
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                Save an address to ship to it at checkout without typing it again.
              </Text>
              <Button onClick={() => setEditing({ mode: 'add' })}>Add address</Button>
            </Stack>
          </Card>
        ) : null}

        {list.length > 0 ? (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((address) => (
              <AddressCard
                key={address.address_id}
                address={address}
                isBusy={setPreferred.isPending}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onRemove={() => setRemoving(address)}
                onPrefer={() => handlePrefer(address)}
              />
            ))}
          </SimpleGrid>
        ) : null}

        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing?.mode === 'edit' ? 'Edit address' : 'Add address'}
          size="lg"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          {editing ? (
            <AddressForm
              key={editing.mode === 'edit' ? editing.address.address_id : 'new'}
              address={editing.mode === 'edit' ? editing.address : undefined}
              defaultCountry={storeCountry(settings)}
              submitLabel="Save"
              onSubmit={handleSave}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Modal>

        <Modal
          opened={removing !== null}
          onClose={() => setRemoving(null)}
          title="Delete address"
          size="sm"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="md">
            <Text>{addressMessages.confirmRemove}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={deleteAddress.isPending}
                onClick={() => {
                  if (removing) handleRemove(removing);
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Stack>
    </Container>
  );
}
