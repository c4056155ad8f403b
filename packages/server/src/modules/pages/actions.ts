import { listPdfOptions, pageLimits } from '@bookfront/contract';
import { nowSeconds } from '../../lib/time.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { PagesService } from './service.ts';

/** titlelist/getCustom and feature/* (docs/features/custom-pages.md#actions). */
export function pageHandlers(pages: PagesService) {
  return {
    'titlelist/getCustom': async (request) => ({
      blocks: await pages.getCustom(request.viewer, request.body.page_id, nowSeconds()),
    }),
    'feature/getList': async (request) => {
      const { c, f, o, l, t, s } = request.body;
      return pages.getFeatures(request.viewer, {
        category: c || undefined,
        subCategory: f || undefined,
        text: t || undefined,
        sort: s ?? request.store.settings.features_sort,
        limit: l ?? pageLimits.featuresPageLength,
        offset: o ?? 0,
      });
    },
    // docs/features/custom-pages.md#featured-lists: the PDF is only for logged-in customers (the table's access rule).
    'feature/getPdfOptions': async () => listPdfOptions,
  } satisfies ModuleActionHandlers;
}
