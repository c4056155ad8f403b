import { formatResultCount, groupThousands } from '../../../lib/format-number.ts';

/** The pages a search has, given the server's max_offset cap (docs/features/browse-and-search.md#result-counts-and-paging). */
export function pageInfo({
  offset,
  length,
  rowCount,
  maxOffset,
}: {
  offset: number;
  length: number;
  rowCount: number;
  maxOffset: number;
}) {
  const lastOffset = Math.floor(Math.min(maxOffset, Math.max(rowCount - 1, 0)) / length) * length;
  return {
    page: Math.floor(offset / length) + 1,
    pageCount: Math.floor(lastOffset / length) + 1,
  };
}

export const offsetOfPage = (page: number, length: number) => (page - 1) * length;

/** Page numbers to offer: the first, the last and two either side of the current one, with gaps. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((candidate) => candidate >= 1 && candidate <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const candidate of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && candidate - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && candidate - previous > 2) items.push('gap');
    items.push(candidate);
  }
  return items;
}

/** 'Showing 1–28 of 10,000+'. */
export function showingText({ offset, shown, rowCount }: { offset: number; shown: number; rowCount: number }) {
  if (shown === 0) return 'No results';
  return `Showing ${groupThousands(offset + 1)}–${groupThousands(offset + shown)} of ${formatResultCount(rowCount)}`;
}
