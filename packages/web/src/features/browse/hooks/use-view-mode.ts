import { useCallback, useState } from 'react';

export const viewModes = ['grid', 'cards', 'list', 'table'] as const;
export type ViewMode = (typeof viewModes)[number];

export const viewModeLabels: Record<ViewMode, string> = {
  grid: 'Grid',
  cards: 'Cards',
  list: 'List',
  table: 'Table',
};

const storageKey = 'bookfront.browseView';

const isViewMode = (value: unknown): value is ViewMode => viewModes.some((mode) => mode === value);

function readStored(): ViewMode | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return isViewMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The modes a shopper may pick: institutions get the bulk-buying table (docs/features/accounts.md#linked-accounts). */
export const availableViewModes = (isInstitution: boolean): ViewMode[] =>
  viewModes.filter((mode) => mode !== 'table' || isInstitution);

/** The browse view mode, remembered in this browser. */
export function useViewMode(isInstitution: boolean) {
  const [stored, setStored] = useState<ViewMode | null>(readStored);
  const mode: ViewMode = stored && availableViewModes(isInstitution).includes(stored) ? stored : 'grid';
  const setMode = useCallback((next: ViewMode) => {
    setStored(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // without storage the choice lasts for this page only
    }
  }, []);
  return [mode, setMode] as const;
}
