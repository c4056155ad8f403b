import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRegistryInput, UpdateRegistryInput } from '@bookfront/contract';
import { registryApi, registryKeys, useRegistryMutation } from '../../entities/registry/registry.ts';

/** giftregistry/create (docs/features/gift-registries.md#editor). */
export const useCreateRegistry = () =>
  useRegistryMutation((input: CreateRegistryInput) => registryApi.giftregistry.create(input));

/** giftregistry/update: answers 'Registry updated.' with the registry. */
export const useUpdateRegistry = () =>
  useRegistryMutation((input: UpdateRegistryInput) => registryApi.giftregistry.update(input));

/** giftregistry/updateItem: a quantity of 0 takes the title off. */
export const useUpdateRegistryItem = () =>
  useRegistryMutation((input: { registryId: string; eisbn: string; qty: number }) =>
    registryApi.giftregistry.updateItem({ gift_registry_id: input.registryId, eisbn: input.eisbn, qty: input.qty }),
  );

/** giftregistry/deleteItem. */
export const useDeleteRegistryItem = () =>
  useRegistryMutation((input: { registryId: string; eisbn: string }) =>
    registryApi.giftregistry.deleteItem({ gift_registry_id: input.registryId, eisbn: input.eisbn }),
  );

/** giftregistry/delete: the list reloads on success. */
export function useDeleteRegistry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registryId: string) => registryApi.giftregistry.delete({ gift_registry_id: registryId }),
    onSuccess: async ({ gift_registry_id: registryId }) => {
      queryClient.removeQueries({ queryKey: registryKeys.registry(registryId) });
      await queryClient.invalidateQueries({ queryKey: registryKeys.all });
    },
  });
}

/** The address a registry's share link opens. */
export const registryUrl = (registryId: string) =>
  `${window.location.origin}/gift-registry/${encodeURIComponent(registryId)}`;
