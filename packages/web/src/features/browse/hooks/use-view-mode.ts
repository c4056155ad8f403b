import { useCallback, useSyncExternalStore } from 'react';

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

/** The mode chosen on this page when storage would not keep it. */
let chosenOnPage: ViewMode | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readChosen = () => chosenOnPage ?? readStored();

/**
 * The browse view mode, remembered in this browser. The server's first screen, and the browser's
 * hydration of it, show the grid; the remembered mode follows (docs/decisions/0048-server-rendered-first-screen.md).
 */
export function useViewMode(isInstitution: boolean) {
  const stored = useSyncExternalStore(subscribe, readChosen, () => null);
  const mode: ViewMode = stored && availableViewModes(isInstitution).includes(stored) ? stored : 'grid';
  const setMode = useCallback((next: ViewMode) => {
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // without storage the choice lasts for this page only
      chosenOnPage = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode] as const;
}
