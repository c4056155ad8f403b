import { createContext } from 'react';

/**
 * Where the filter panel is drawn: in the page's sidebar, or in the phones' drawer, whose own
 * title already says "Filters" (so the panel keeps its heading for screen readers only).
 */
export const FilterPlacementContext = createContext<'sidebar' | 'drawer'>('sidebar');
