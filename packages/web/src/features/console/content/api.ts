import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleContentActionTable,
  consolePromoActionTable,
  type ConsoleBlockCreateInput,
  type ConsoleBlockUpdateInput,
  type ConsoleEventInput,
  type ConsoleFeatureInput,
  type ConsolePromoCodeInput,
  type ConsoleGiftCardAdjustInput,
  type ConsoleGiftCardIssueInput,
  type ConsoleBlockPage,
  type ConsolePageCreateInput,
  type ConsoleRegistryItemQuantityInput,
  type ConsoleRegistryItemRemoveInput,
  type ConsoleRegistryUpdateInput,
} from '@bookfront/contract';
import { actionClient } from '../../../lib/api-client.ts';
import { useLoginLapse } from '../api.ts';
import { settingsKeys } from '../settings/api.ts';

const api = actionClient(consoleContentActionTable);
const promoApi = actionClient(consolePromoActionTable);

export const contentKeys = {
  events: ['console', 'content', 'events'] as const,
  giftCards: ['console', 'content', 'giftcards'] as const,
  registries: ['console', 'content', 'registries'] as const,
  features: ['console', 'content', 'features'] as const,
  blocks: ['console', 'content', 'blocks'] as const,
  promos: ['console', 'content', 'promos'] as const,
  giftCard: (number: string) => ['console', 'content', 'giftcards', number] as const,
};

/** A content change: the lists it touches and the audit log are read again. */
function useContentChange<Input, Output>(call: (input: Input) => Promise<Output>, listKey: readonly string[]) {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<Output, Error, Input>({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
    onError: lapse,
  });
}

/** console/events/list: every event of the store, soonest first. */
export function useConsoleEvents() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: contentKeys.events,
    queryFn: async () => {
      try {
        return await api.console['events/list']({});
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

/** Creates an event, or changes the one `eventId` names. */
export const useSaveEvent = (eventId: string | null) =>
  useContentChange(
    (input: ConsoleEventInput) =>
      eventId === null
        ? api.console['events/create'](input)
        : api.console['events/update']({ ...input, event_id: eventId }),
    contentKeys.events,
  );

export const useDeleteEvent = () =>
  useContentChange((eventId: string) => api.console['events/delete']({ event_id: eventId }), contentKeys.events);

/** console/giftcards/get: the card of `number`, once one is asked for. */
export function useConsoleGiftCard(number: string | null) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: contentKeys.giftCard(number ?? ''),
    queryFn: async () => {
      try {
        return await api.console['giftcards/get']({ number: number ?? '' });
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
    enabled: number !== null,
    retry: false,
  });
}

export const useIssueGiftCard = () =>
  useContentChange((input: ConsoleGiftCardIssueInput) => api.console['giftcards/issue'](input), contentKeys.giftCards);

/** Adjusts a card's balance; the card shown is the one the answer holds. */
export function useAdjustGiftCard(number: string) {
  const queryClient = useQueryClient();
  return useContentChange(async (input: Omit<ConsoleGiftCardAdjustInput, 'number'>) => {
    const card = await api.console['giftcards/adjust']({ ...input, number });
    queryClient.setQueryData(contentKeys.giftCard(number), card);
    return card;
  }, contentKeys.giftCards);
}

/** console/registries/list: the registries whose owners let the store change them. */
export function useCoManagedRegistries() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: contentKeys.registries,
    queryFn: async () => {
      try {
        return await api.console['registries/list']({});
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

export const useUpdateRegistry = () =>
  useContentChange(
    (input: ConsoleRegistryUpdateInput) => api.console['registries/update'](input),
    contentKeys.registries,
  );

export const useSetRegistryItemQuantity = () =>
  useContentChange(
    (input: ConsoleRegistryItemQuantityInput) => api.console['registries/setItemQuantity'](input),
    contentKeys.registries,
  );

export const useRemoveRegistryItem = () =>
  useContentChange(
    (input: ConsoleRegistryItemRemoveInput) => api.console['registries/removeItem'](input),
    contentKeys.registries,
  );

/** console/features/list: the store's featured lists with their titles. */
export function useConsoleFeatures() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: contentKeys.features,
    queryFn: async () => {
      try {
        return await api.console['features/list']({});
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

/** Creates a featured list, or changes the one `listId` names. */
export const useSaveFeature = (listId: string | null) =>
  useContentChange(
    (input: ConsoleFeatureInput) =>
      listId === null
        ? api.console['features/create'](input)
        : api.console['features/update']({ ...input, list_id: listId }),
    contentKeys.features,
  );

export const useDeleteFeature = () =>
  useContentChange((listId: string) => api.console['features/delete']({ list_id: listId }), contentKeys.features);

/** console/blocks/pages: the pages whose blocks the console edits. */
export function useBlockPages() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: [...contentKeys.blocks, 'pages'],
    queryFn: async () => {
      try {
        return await api.console['blocks/pages']({});
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

/** console/pages/create: a new store page; the pages, the navigation editor's menus and the audit log are read again. */
export function useCreatePage() {
  const queryClient = useQueryClient();
  const lapse = useLoginLapse();
  return useMutation<ConsoleBlockPage, Error, ConsolePageCreateInput>({
    mutationFn: (input) => api.console['pages/create'](input),
    onSuccess: () => {
      for (const queryKey of [contentKeys.blocks, settingsKeys.navigation, ['console', 'audit']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: lapse,
  });
}

/** console/blocks/list: a page's blocks in their order. */
export function usePageBlocks(pageId: string) {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: [...contentKeys.blocks, 'page', pageId],
    queryFn: async () => {
      try {
        return await api.console['blocks/list']({ page_id: pageId });
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

export const useCreateBlock = () =>
  useContentChange((input: ConsoleBlockCreateInput) => api.console['blocks/create'](input), contentKeys.blocks);

export const useUpdateBlock = () =>
  useContentChange((input: ConsoleBlockUpdateInput) => api.console['blocks/update'](input), contentKeys.blocks);

export const useMoveBlock = () =>
  useContentChange(
    (input: { block_id: string; direction: 'up' | 'down' }) => api.console['blocks/move'](input),
    contentKeys.blocks,
  );

export const useDeleteBlock = () =>
  useContentChange((blockId: string) => api.console['blocks/delete']({ block_id: blockId }), contentKeys.blocks);

/** console/promos/list: the store's promo codes with their usage. */
export function useConsolePromoCodes() {
  const lapse = useLoginLapse();
  return useQuery({
    queryKey: contentKeys.promos,
    queryFn: async () => {
      try {
        return await promoApi.console['promos/list']({});
      } catch (error) {
        lapse(error);
        throw error;
      }
    },
  });
}

/** Creates a promo code, or changes an existing one (`isExisting`) of the same code. */
export const useSavePromoCode = (isExisting: boolean) =>
  useContentChange(
    (input: ConsolePromoCodeInput) =>
      isExisting ? promoApi.console['promos/update'](input) : promoApi.console['promos/create'](input),
    contentKeys.promos,
  );

export const useDeactivatePromoCode = () =>
  useContentChange((code: string) => promoApi.console['promos/deactivate']({ code }), contentKeys.promos);
