import { ActionIcon, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import {
  createRegistryInputSchema,
  registryLimits,
  registryMessages,
  registryOccasions,
  type GiftRegistry,
} from '@bookfront/contract';
import { useAddresses } from '../../../entities/address/api.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useCreateRegistry, useDeleteRegistryItem, useUpdateRegistry, useUpdateRegistryItem } from '../api.ts';
import classes from './registry-form-dialog.module.css';

/** Today in the store's time zone, 'YYYY-MM-DD': the earliest deadline the editor takes. */
export const todayInStore = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: registryLimits.timeZone }).format(new Date());

const fields = createRegistryInputSchema.shape;
const registryFormSchema = z.object({
  title: fields.title,
  occasion: z.string().pipe(fields.occasion),
  description: fields.description,
  purchase_deadline: z.string().refine((day) => day === '' || day >= todayInStore(), registryMessages.deadlinePast),
  shipping_id: z.string(),
  shipping_encouraged: z.boolean(),
  store_can_edit: z.boolean(),
});
type RegistryFormValues = z.input<typeof registryFormSchema>;

const valuesOf = (registry: GiftRegistry | undefined): RegistryFormValues => ({
  title: registry?.title ?? '',
  occasion: registry?.occasion ?? '',
  description: registry?.description ?? '',
  purchase_deadline: registry?.purchase_deadline_ts ?? '',
  shipping_id: registry?.shipping_id ?? '',
  shipping_encouraged: registry?.shipping_encouraged ?? true,
  store_can_edit: registry?.store_can_edit ?? false,
});

/** docs/features/gift-registries.md#editor: the items of a registry being edited, raised, lowered while above 1, or removed. */
function RegistryItemsEditor({ registry }: { registry: GiftRegistry }) {
  const updateItem = useUpdateRegistryItem();
  const deleteItem = useDeleteRegistryItem();
  const report = {
    onSuccess: () => notifications.show({ color: 'green', message: registryMessages.updated }),
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  };
  if (registry.items.length === 0) return <Text size="sm">{registryMessages.noItems}</Text>;
  return (
    <ul className={classes.items} aria-label={registryMessages.items}>
      {registry.items.map((item) => {
        const change = { registryId: registry.gift_registry_id, eisbn: item.title.eisbn };
        return (
          <li key={item.title.eisbn} className={classes.item}>
            <Text size="sm" className={classes.itemTitle} lineClamp={2}>
              {item.title.title}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={`Ask for one fewer ${item.title.title}`}
                disabled={item.qty_requested <= 1 || updateItem.isPending}
                onClick={() => updateItem.mutate({ ...change, qty: item.qty_requested - 1 }, report)}
              >
                <IconMinus size={14} aria-hidden />
              </ActionIcon>
              <Text size="sm" w={32} ta="center" aria-label={`Quantity of ${item.title.title}`}>
                {item.qty_requested}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={`Ask for one more ${item.title.title}`}
                disabled={updateItem.isPending}
                onClick={() => updateItem.mutate({ ...change, qty: item.qty_requested + 1 }, report)}
              >
                <IconPlus size={14} aria-hidden />
              </ActionIcon>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`${registryMessages.remove} ${item.title.title}`}
                disabled={deleteItem.isPending}
                onClick={() => deleteItem.mutate(change, report)}
              >
                {registryMessages.remove}
              </Button>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * docs/features/gift-registries.md#editor: a new registry (then the share-link dialog), or with a
 * `registry` its edit dialog with its items. Title, occasion and description are required.
 */
export function RegistryFormDialog({
  opened,
  onClose,
  registry,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  registry?: GiftRegistry;
  onCreated?: (registry: GiftRegistry) => void;
}) {
  const create = useCreateRegistry();
  const update = useUpdateRegistry();
  const addresses = useAddresses({ enabled: opened });
  const form = useForm<RegistryFormValues>({
    resolver: zodResolver(registryFormSchema),
    mode: 'onTouched',
    values: valuesOf(registry),
  });
  const { errors } = form.formState;
  const isPending = create.isPending || update.isPending;
  const description = form.watch('description');

  const handleClose = () => {
    form.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onError: (error: Error) => applyServerErrors(form, error),
    };
    const payload = { ...values, occasion: registryFormSchema.shape.occasion.parse(values.occasion) };
    if (registry) {
      update.mutate(
        { gift_registry_id: registry.gift_registry_id, ...payload },
        {
          ...callbacks,
          onSuccess: () => {
            notifications.show({ color: 'green', message: registryMessages.updated });
            handleClose();
          },
        },
      );
    } else {
      create.mutate(payload, {
        ...callbacks,
        onSuccess: (result) => {
          handleClose();
          onCreated?.(result.registry);
        },
      });
    }
  });

  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.address_id,
    label: [address.name, address.street_address, address.city].filter(Boolean).join(', '),
  }));

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={registry ? registryMessages.editHeading : registryMessages.createHeading}
      centered
      radius="md"
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {errors.root?.message ? (
            <Text c="red" role="alert">
              {errors.root.message}
            </Text>
          ) : null}
          <TextInput
            label={registryMessages.titleLabel}
            required
            maxLength={registryLimits.titleMax}
            data-autofocus
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="occasion"
            render={({ field }) => (
              <Select
                label={registryMessages.occasionLabel}
                required
                data={[...registryOccasions]}
                value={field.value === '' ? null : field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.occasion?.message}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label={registryMessages.descriptionLabel}
            required
            rows={5}
            maxLength={registryLimits.descriptionMax}
            description={`${description.length} / ${registryLimits.descriptionMax}`}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextInput
            type="date"
            label={registryMessages.deadlineLabel}
            min={todayInStore()}
            error={errors.purchase_deadline?.message}
            {...form.register('purchase_deadline')}
          />
          <Controller
            control={form.control}
            name="shipping_encouraged"
            render={({ field }) => (
              <Checkbox
                label={registryMessages.shippingEncouragedLabel}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {!registry || registry.owner.is_you ? (
            <Controller
              control={form.control}
              name="shipping_id"
              render={({ field }) => (
                <Select
                  label={registryMessages.shippingAddressLabel}
                  placeholder={addresses.isPending ? 'Loading…' : 'No address'}
                  data={addressOptions}
                  value={field.value === '' ? null : field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                  error={errors.shipping_id?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          ) : null}
          <Controller
            control={form.control}
            name="store_can_edit"
            render={({ field }) => (
              <Checkbox
                label={registryMessages.storeCanEditLabel}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {registry ? (
            <Stack gap="xs">
              <Text fw={600}>{registryMessages.items}</Text>
              <RegistryItemsEditor registry={registry} />
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              {registryMessages.cancel}
            </Button>
            <Button type="submit" loading={isPending}>
              {registryMessages.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
