import { useState } from 'react';

/** Ours: docs/features/browse-and-search.md#result-counts-and-paging paginates the cart table without giving a page length. */
export const cartPageLength = 25;

const storageKey = 'bookfront.cartPage';

function readPage(): number {
  try {
    const page = Number(sessionStorage.getItem(storageKey));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  } catch {
    return 1; // storage may be unavailable (private mode): start on the first page
  }
}

function writePage(page: number) {
  try {
    sessionStorage.setItem(storageKey, String(page));
  } catch {
    // the page is then forgotten on reload, which is all that is lost
  }
}

/**
 * The cart table's page, remembered for the browser session (docs/features/accounts.md#sessions: "The table's pagination
 * state is remembered per session"). A remembered page past the end (lines were removed) shows the last.
 */
export function useCartPage(itemCount: number) {
  const [remembered, setRemembered] = useState(readPage);
  const pageCount = Math.max(1, Math.ceil(itemCount / cartPageLength));
  const page = Math.min(remembered, pageCount);
  const setPage = (next: number) => {
    setRemembered(next);
    writePage(next);
  };
  return { page, pageCount, setPage, start: (page - 1) * cartPageLength };
}
