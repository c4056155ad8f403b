import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  browseUrl,
  BrowsePathError,
  emptyBrowseFilter,
  parseBrowseFilterPath,
  type BrowseFilter,
} from '@bookfront/contract';

export type BrowseLocation =
  | { kind: 'filter'; filter: BrowseFilter }
  | { kind: 'invalid'; reason: string }
  | { kind: 'other'; segment: 'url' | 'file' };

/** Reads the browse state from the (still encoded) path after /browse: the URL is the state. */
export function browseLocationFromPath(pathAfterBrowse: string): BrowseLocation {
  const segments = pathAfterBrowse.split('/').filter(Boolean);
  const first = segments[0];
  if (first === 'url' || first === 'file') return { kind: 'other', segment: first };
  // /browse and /browse/{id} are the plain catalogue.
  if (first !== 'filter') return { kind: 'filter', filter: emptyBrowseFilter };
  try {
    return { kind: 'filter', filter: parseBrowseFilterPath(segments.slice(1).join('/')) };
  } catch (error) {
    if (error instanceof BrowsePathError) return { kind: 'invalid', reason: error.message };
    throw error;
  }
}

export function useBrowseLocation() {
  // The router's own params are decoded, which would merge an encoded ',' or '/' into the value lists.
  const { pathname } = useLocation();
  return browseLocationFromPath(pathname.replace(/^\/browse\/?/, ''));
}

/** Moves to another filter: a new history entry, so back and forward walk through searches. */
export function useGoToFilter() {
  const navigate = useNavigate();
  return useCallback((filter: BrowseFilter) => void navigate(browseUrl(filter)), [navigate]);
}
