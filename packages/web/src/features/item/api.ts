import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  titleGetItemAction,
  titleGetProductCodeAction,
  titleGetRelatedItemsAction,
  titleGetBindingItemsAction,
  titleGetSeriesItemsAction,
  titleGetAuthorItemsAction,
  titleGetLibroAudiobooksAction,
  tableOf,
} from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { takeFirstAnswer } from '../../lib/first-answers.ts';
import { useDrawn } from '../../lib/use-drawn.ts';

export const itemKeys = {
  all: ['item'] as const,
  detail: (eisbn: string, listId: string | undefined, locationId: string | null) =>
    [...itemKeys.all, 'detail', eisbn, listId ?? null, locationId] as const,
  productCode: (eisbn: string) => [...itemKeys.all, 'productCode', eisbn] as const,
  related: (eisbn: string, locationId: string | null) => [...itemKeys.all, 'related', eisbn, locationId] as const,
  editions: (eisbn: string, locationId: string | null) => [...itemKeys.all, 'editions', eisbn, locationId] as const,
  series: (series: string, locationId: string | null) => [...itemKeys.all, 'series', series, locationId] as const,
  author: (author: string, locationId: string | null) => [...itemKeys.all, 'author', author, locationId] as const,
  audiobooks: (eisbn: string) => [...itemKeys.all, 'audiobooks', eisbn] as const,
};

const api = actionClient(
  tableOf(
    titleGetItemAction,
    titleGetProductCodeAction,
    titleGetRelatedItemsAction,
    titleGetBindingItemsAction,
    titleGetSeriesItemsAction,
    titleGetAuthorItemsAction,
    titleGetLibroAudiobooksAction,
  ),
);

const fiveMinutes = 5 * 60_000;

export const itemQueryOptions = (eisbn: string, listId: string | undefined, locationId: string | null) =>
  queryOptions({
    queryKey: itemKeys.detail(eisbn, listId, locationId),
    queryFn: ({ signal }) => api.title.getItem({ eisbn, ...(listId ? { list_id: listId } : {}) }, { signal }),
    // The server embeds the title of /item/{eisbn} in the page; a list's view of it is asked for.
    initialData: () => (listId ? undefined : takeFirstAnswer(titleGetItemAction, { eisbn })),
    staleTime: fiveMinutes,
  });

export function useItem(eisbn: string, listId: string | undefined, locationId: string | null) {
  return useQuery(itemQueryOptions(eisbn, listId, locationId));
}

/** title/getProductCode: the printed ISBN, asked for when the Details tab opens. */
export function useProductCode(eisbn: string, enabled: boolean) {
  const drawn = useDrawn();
  return useQuery({
    queryKey: itemKeys.productCode(eisbn),
    queryFn: ({ signal }) => api.title.getProductCode({ eisbn }, { signal }),
    enabled: enabled && drawn,
    staleTime: Infinity,
  });
}

/** Below the title's first screen, like the series: asked for once the page is drawn. */
export function useRelatedItems(eisbn: string, locationId: string | null) {
  const drawn = useDrawn();
  return useQuery({
    queryKey: itemKeys.related(eisbn, locationId),
    queryFn: ({ signal }) => api.title.getRelatedItems({ eisbn }, { signal }),
    enabled: drawn,
    staleTime: fiveMinutes,
  });
}

export function useBindingItems(eisbn: string, locationId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.editions(eisbn, locationId),
    queryFn: ({ signal }) => api.title.getBindingItems({ eisbn }, { signal }),
    enabled,
    staleTime: fiveMinutes,
  });
}

export function useSeriesItems(series: string, locationId: string | null) {
  const drawn = useDrawn();
  return useQuery({
    queryKey: itemKeys.series(series, locationId),
    queryFn: ({ signal }) => api.title.getSeriesItems({ series }, { signal }),
    enabled: drawn && series !== '',
    staleTime: fiveMinutes,
  });
}

export function useAuthorItems(author: string, locationId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.author(author, locationId),
    queryFn: ({ signal }) => api.title.getAuthorItems({ author }, { signal }),
    enabled: enabled && author !== '',
    staleTime: fiveMinutes,
  });
}

export function useAudiobooks(eisbn: string, enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.audiobooks(eisbn),
    queryFn: ({ signal }) => api.title.getLibroAudiobooks({ eisbn }, { signal }),
    enabled,
    staleTime: fiveMinutes,
    // A provider failure is shown at once with the spec's message rather than retried.
    retry: false,
  });
}
