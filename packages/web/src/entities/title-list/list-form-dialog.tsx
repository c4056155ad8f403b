import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { listMessages, listNameSchema, listPageMessages, namedListLimits, type TitleList } from '@bookfront/contract';
import { applyServerErrors } from '../../lib/forms.ts';
import { useCreateList, useModifyList } from './title-lists.ts';

const listFormSchema = z.object({
  name: listNameSchema,
  description: z
    .string()
    .trim()
    .max(namedListLimits.descriptionMax, listMessages.descriptionTooLong(namedListLimits.descriptionMax)),
});
type ListFormValues = z.input<typeof listFormSchema>;

/**
 * docs/features/lists.md#named-lists: the new list dialog (holding `eisbn` when given), or with a `list`
 * its rename dialog. Save is enabled only with a name; the name is at most 80 characters.
 */
export function ListFormDialog({
  opened,
  onClose,
  list,
  eisbn,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  list?: TitleList;
  eisbn?: string;
  onSaved?: (list: TitleList) => void;
}) {
  const create = useCreateList();
  const modify = useModifyList();
  const form = useForm<ListFormValues>({
    resolver: zodResolver(listFormSchema),
    mode: 'onChange',
    values: { name: list?.name ?? '', description: list?.description ?? '' },
  });
  const { errors } = form.formState;
  const name = form.watch('name');
  const isPending = create.isPending || modify.isPending;

  const handleClose = () => {
    form.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: (result: { list: TitleList; message: string }) => {
        notifications.show({ color: 'green', message: result.message });
        onSaved?.(result.list);
        handleClose();
      },
      onError: (error: Error) => applyServerErrors(form, error),
    };
    if (list) modify.mutate({ list_id: list.list_id, ...values }, callbacks);
    else create.mutate({ ...values, ...(eisbn ? { eisbn } : {}) }, callbacks);
  });

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={list ? listPageMessages.rename : listPageMessages.newList}
      centered
      radius="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {errors.root?.message ? (
            <Text c="red" role="alert">
              {errors.root.message}
            </Text>
          ) : null}
          <TextInput
            label={listPageMessages.listName}
            required
            maxLength={namedListLimits.nameMax}
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Textarea
            label={listPageMessages.description}
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              {listPageMessages.cancel}
            </Button>
            <Button type="submit" loading={isPending} disabled={name.trim() === '' || Boolean(errors.name)}>
              {listPageMessages.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
