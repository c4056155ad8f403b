import { useMutation, useQuery } from '@tanstack/react-query';
import { titlelistGetPdfAction, titlelistGetPdfOptionsAction, tableOf, type ListPdfLayout } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(tableOf(titlelistGetPdfOptionsAction, titlelistGetPdfAction));

/** titlelist/getPdfOptions (docs/features/lists.md#pdf): the layouts, read when the dialog first opens. */
export function useListPdfOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['lists', 'pdf-options'] as const,
    queryFn: () => api.titlelist.getPdfOptions({}),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** titlelist/getPdf: starts the PDF and answers the report whose progress /pdf/{id} shows. */
export function useStartListPdf() {
  return useMutation({
    mutationFn: (input: { listId: string; layout: ListPdfLayout }) =>
      api.titlelist.getPdf({ list_id: input.listId, layout: input.layout }),
  });
}
