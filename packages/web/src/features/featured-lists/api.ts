import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { featureGetListAction, pageLimits, tableOf, type FeatureSort } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

/** What the features page shows: its words searched for, filters, sort and page (1-based). */
export type FeaturesView = {
  words: string;
  category: string;
  subCategory: string;
  sort: FeatureSort | undefined;
  page: number;
};

export const featureKeys = {
  list: (view: FeaturesView) => ['features', view] as const,
};

const api = actionClient(tableOf(featureGetListAction));

/** feature/getList: one page of 26 featured lists, with the words searched for (docs/features/custom-pages.md#featured-lists). */
export function useFeaturedLists(view: FeaturesView) {
  return useQuery({
    queryKey: featureKeys.list(view),
    queryFn: () =>
      api.feature.getList({
        ...(view.words ? { t: view.words } : {}),
        ...(view.category ? { c: view.category } : {}),
        ...(view.subCategory ? { f: view.subCategory } : {}),
        ...(view.sort ? { s: view.sort } : {}),
        o: (view.page - 1) * pageLimits.featuresPageLength,
        l: pageLimits.featuresPageLength,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
