import { useQuery } from '@tanstack/react-query';
import { tableOf, titlelistGetCustomAction } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';
import { takeFirstAnswer } from '../../lib/first-answers.ts';

export const pageKeys = {
  blocks: (pageId: string) => ['pages', pageId, 'blocks'] as const,
};

const api = actionClient(tableOf(titlelistGetCustomAction));

/**
 * titlelist/getCustom: the blocks of the home page or of a custom page (docs/features/custom-pages.md).
 * The home page's answer comes embedded in the page (packages/server/src/plugins/first-answers.ts).
 */
export function usePageBlocks(pageId: string) {
  return useQuery({
    queryKey: pageKeys.blocks(pageId),
    queryFn: () => api.titlelist.getCustom({ page_id: pageId }).then((result) => result.blocks),
    initialData: () => takeFirstAnswer(titlelistGetCustomAction, { page_id: pageId })?.blocks,
    retry: false,
  });
}
