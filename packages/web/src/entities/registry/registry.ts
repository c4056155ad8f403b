import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registryActionTable, type GiftRegistry } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

/** Query keys of gift registries (docs/features/gift-registries.md). */
export const registryKeys = {
  all: ['registries'] as const,
  mine: (showItems: boolean) => ['registries', 'mine', showItems] as const,
  registry: (registryId: string) => ['registries', 'one', registryId] as const,
};

export const registryApi = actionClient(registryActionTable);

/** giftregistry/getAll: the customer's registries; a card's six items unless `showItems`. */
export function useMyRegistries(options: { showItems: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: registryKeys.mine(options.showItems),
    queryFn: () =>
      registryApi.giftregistry.getAll({ show_items: options.showItems }).then((result) => result.registries),
    enabled: options.enabled ?? true,
    retry: false,
  });
}

/** giftregistry/get with every item; anyone may view a registry. */
export function useRegistry(registryId: string | null) {
  return useQuery({
    queryKey: registryKeys.registry(registryId ?? ''),
    queryFn: () =>
      registryApi.giftregistry
        .get({ gift_registry_id: registryId ?? '', show_items: true })
        .then((result) => result.registry),
    enabled: registryId !== null && registryId !== '',
    retry: false,
  });
}

/** A change to a registry answers it whole: it replaces the cached registry and refreshes the customer's list. */
export function useRegistryMutation<Input>(mutationFn: (input: Input) => Promise<{ registry: GiftRegistry }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ registry }) => {
      queryClient.setQueryData(registryKeys.registry(registry.gift_registry_id), registry);
      await queryClient.invalidateQueries({ queryKey: ['registries', 'mine'] });
    },
  });
}

/** giftregistry/addItem: asks for `qty` more of a title. */
export const addToRegistry = (input: { registryId: string; eisbn: string; qty?: number }) =>
  registryApi.giftregistry.addItem({ gift_registry_id: input.registryId, eisbn: input.eisbn, qty: input.qty ?? 1 });
