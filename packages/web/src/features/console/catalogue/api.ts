import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleCatalogueActionTable,
  type ConsoleCatalogueTitle,
  type ConsoleImportProgress,
  type ConsoleStockSaveInput,
  type ConsoleStoreSubject,
} from '@bookfront/contract';
import { actionClient } from '../../../lib/api-client.ts';
import { useLoginLapse } from '../api.ts';

// The console is its own chunk, so it may carry its whole domain's schemas.
const api = actionClient(consoleCatalogueActionTable);

/** How often an import's progress is asked for while it runs. */
const progressPollMs = 500;

export const catalogueKeys = {
  locations: ['console', 'catalogue', 'locations'] as const,
  search: (q: string) => ['console', 'catalogue', 'search', q] as const,
  title: (eisbn: string) => ['console', 'catalogue', 'title', eisbn] as const,
  storeSubjects: ['console', 'catalogue', 'storeSubjects'] as const,
  progress: (importId: string) => ['console', 'catalogue', 'import', importId] as const,
};

/** Runs a console call, sending the console back to its login when the staff session has ended. */
function useConsoleCall() {
  const lapse = useLoginLapse();
  return async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      lapse(error);
      throw error;
    }
  };
}

export function useStoreLocations() {
  const run = useConsoleCall();
  return useQuery({
    queryKey: catalogueKeys.locations,
    queryFn: () => run(() => api.console['catalogue/locations']()),
    staleTime: 60_000,
  });
}

/** Uploads a catalogue file (titles) or a location's stock file; answers the import's id. */
export function useStartImport() {
  const run = useConsoleCall();
  return useMutation({
    mutationFn: (input: { file: File; locationId?: string; onUploadProgress: (fraction: number) => void }) =>
      run(() =>
        input.locationId === undefined
          ? api.console['catalogue/import']({ file: input.file }, { onUploadProgress: input.onUploadProgress })
          : api.console['catalogue/importStock'](
              { file: input.file, location_id: input.locationId },
              { onUploadProgress: input.onUploadProgress },
            ),
      ),
  });
}

const isFinished = (progress: ConsoleImportProgress | undefined) =>
  progress?.status === 'done' || progress?.status === 'failed';

/** An import's progress, asked for every half second until it is done or failed. */
export function useImportProgress(importId: string | null) {
  const run = useConsoleCall();
  return useQuery({
    queryKey: catalogueKeys.progress(importId ?? ''),
    queryFn: () => run(() => api.console['catalogue/importProgress']({ import_id: importId ?? '' })),
    enabled: importId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : progressPollMs),
    retry: false,
  });
}

export function useCatalogueSearch(q: string) {
  const run = useConsoleCall();
  return useQuery({
    queryKey: catalogueKeys.search(q),
    queryFn: () => run(() => api.console['catalogue/search']({ q })),
    enabled: q !== '',
  });
}

export function useCatalogueTitle(eisbn: string) {
  const run = useConsoleCall();
  return useQuery({
    queryKey: catalogueKeys.title(eisbn),
    queryFn: () => run(() => api.console['catalogue/get']({ eisbn })),
    retry: false,
  });
}

/** The store subjects the store gives its titles, to give another title one of them. */
export function useStoreSubjects() {
  const run = useConsoleCall();
  return useQuery({
    queryKey: catalogueKeys.storeSubjects,
    queryFn: () => run(() => api.console['catalogue/storeSubjects']()),
  });
}

/** Saving a location's stock, a cover, hiding the title or its store subjects answers the title as it now is. */
function useTitleChange<Input>(eisbn: string, change: (input: Input) => Promise<ConsoleCatalogueTitle>) {
  const queryClient = useQueryClient();
  const run = useConsoleCall();
  return useMutation({
    mutationFn: (input: Input) => run(() => change(input)),
    onSuccess: (title) => {
      queryClient.setQueryData(catalogueKeys.title(eisbn), title);
      void queryClient.invalidateQueries({ queryKey: ['console', 'catalogue', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.storeSubjects });
    },
  });
}

export const useSaveStock = (eisbn: string) =>
  useTitleChange(eisbn, (input: Omit<ConsoleStockSaveInput, 'eisbn'>) =>
    api.console['catalogue/saveStock']({ ...input, eisbn }),
  );

export const useSetHidden = (eisbn: string) =>
  useTitleChange(eisbn, (hidden: boolean) => api.console['catalogue/setHidden']({ eisbn, hidden }));

export const useUploadCover = (eisbn: string) =>
  useTitleChange(eisbn, (file: File) => api.console['catalogue/uploadCover']({ eisbn, file }));

export const useAddStoreSubject = (eisbn: string) =>
  useTitleChange(eisbn, (subject: ConsoleStoreSubject) =>
    api.console['catalogue/addStoreSubject']({ eisbn, ...subject }),
  );

export const useRemoveStoreSubject = (eisbn: string) =>
  useTitleChange(eisbn, (code: string) => api.console['catalogue/removeStoreSubject']({ eisbn, code }));
