import { useState } from 'react';
import { Badge, Button, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  checkoutStepMessages,
  registryMessages,
  type Address,
  type CheckoutState,
  type User,
} from '@bookfront/contract';
import { AddressForm } from '../../../entities/address/address-form.tsx';
import { useAddresses, useCreateAddress } from '../../../entities/address/api.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { AddressBlock } from '../components/address-option.tsx';
import { LocalDeliveryTerms } from '../components/local-delivery-terms.tsx';
import { StepFrame } from '../components/step-frame.tsx';
import { providerPath } from '../steps.ts';
import classes from './choice-cards.module.css';

type RegistryAddress = User['alt_addresses'][number];

/** The address already chosen, else the preferred one of the buyer's own, their first, or a registry's. */
const defaultAddressId = (addresses: Address[], registryAddresses: RegistryAddress[], current: string | null) => {
  const shippable = addresses.filter((address) => address.can_ship_to);
  const ids = [
    ...shippable.map((address) => address.address_id),
    ...registryAddresses.map((entry) => entry.address_id),
  ];
  if (current !== null && ids.includes(current)) return current;
  return (shippable.find((address) => address.preferred)?.address_id ?? ids[0]) || null;
};

/**
 * docs/features/gift-registries.md#shipping-at-checkout: a registry's address, named by its owner and
 * shown by its city and region only.
 */
function RegistryAddressCard({ entry }: { entry: RegistryAddress }) {
  return (
    <Radio.Card
      value={entry.address_id}
      className={classes.card}
      aria-label={registryMessages.registryAddress(entry.owner_name, entry.street_address)}
    >
      <div className={classes.cardRow}>
        <Radio.Indicator />
        <div className={classes.cardBody}>
          <strong>{registryMessages.registryAddressName(entry.owner_name)}</strong>
          <Text size="sm">{entry.street_address}</Text>
          <Text size="sm" mt={4}>
            {checkoutStepMessages.forRegistry(entry.gift_registry_name)}
          </Text>
        </div>
      </div>
    </Radio.Card>
  );
}

/** docs/features/checkout.md#steps /checkout/delivery: the address the order goes to, from the address book or a new one. */
export function DeliveryStep({ state }: { state: CheckoutState }) {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const createAddress = useCreateAddress();
  const [picked, setPicked] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const list = addresses.data ?? [];
  const registryAddresses = useSession().user?.alt_addresses ?? [];
  const chosen = picked ?? defaultAddressId(list, registryAddresses, state.draft.shipping?.address_id ?? null);
  const isLocal = state.draft.delivery === 'local_delivery';
  const defaultCountry = settings.store_info.is_canadian
    ? 'Canada'
    : settings.store_info.is_american
      ? 'United States'
      : '';

  const handleCreate = async (values: Parameters<typeof createAddress.mutateAsync>[0]) => {
    const before = new Set(list.map((address) => address.address_id));
    const result = await createAddress.mutateAsync(values);
    const added = result.addresses.find((address) => !before.has(address.address_id));
    if (added) setPicked(added.address_id);
    setIsAdding(false);
  };

  return (
    <StepFrame
      heading={isLocal ? checkoutStepMessages.localDeliveryAddressHeading : checkoutStepMessages.addressHeading}
      backTo="/checkout/cart"
      error={addresses.error?.message}
      actions={
        <Button disabled={chosen === null} onClick={() => chosen && void navigate(providerPath(chosen))}>
          {checkoutStepMessages.continue}
        </Button>
      }
    >
      {isLocal ? <LocalDeliveryTerms className={classes.terms} /> : null}
      {addresses.isPending ? (
        <Loader size="sm" aria-label="Loading addresses" />
      ) : (
        <Stack gap="md">
          {list.length === 0 && registryAddresses.length === 0 ? <Text>{checkoutStepMessages.noAddresses}</Text> : null}
          {list.length > 0 || registryAddresses.length > 0 ? (
            <Radio.Group
              value={chosen}
              onChange={setPicked}
              label={checkoutStepMessages.chooseAddress}
              classNames={{ label: classes.groupLabel }}
            >
              <div className={classes.cards}>
                {list.map((address) => (
                  <Radio.Card
                    key={address.address_id}
                    value={address.address_id}
                    disabled={!address.can_ship_to}
                    className={classes.card}
                    aria-label={`${address.name}, ${address.street_address}, ${address.city}`}
                  >
                    <div className={classes.cardRow}>
                      <Radio.Indicator disabled={!address.can_ship_to} />
                      <div className={classes.cardBody}>
                        <AddressBlock address={address} />
                        {address.preferred ? (
                          <Badge variant="light" size="sm" mt={6}>
                            {checkoutStepMessages.preferredAddress}
                          </Badge>
                        ) : null}
                        {!address.can_ship_to ? (
                          <Text size="sm" c="red.8" mt={4}>
                            {checkoutStepMessages.cannotShipTo}
                          </Text>
                        ) : null}
                      </div>
                    </div>
                  </Radio.Card>
                ))}
                {registryAddresses.map((entry) => (
                  <RegistryAddressCard key={entry.address_id} entry={entry} />
                ))}
              </div>
            </Radio.Group>
          ) : null}
          <div>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
              {checkoutStepMessages.addAddress}
            </Button>
          </div>
        </Stack>
      )}
      <Modal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        title={checkoutStepMessages.addAddress}
        size="lg"
        radius="md"
        centered
      >
        <AddressForm
          defaultCountry={defaultCountry}
          label="New address"
          submitLabel="Save address"
          withEmail={false}
          onSubmit={handleCreate}
          onCancel={() => setIsAdding(false)}
        />
      </Modal>
    </StepFrame>
  );
}
